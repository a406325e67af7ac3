import { formatParsed, type ParsedMessage } from './format-parsed';

// What tooling's messages loader emits for `{count, plural, one {# Tag} other {# Tage}} · {share, number, percent}`
// (FormatJS's syntax tree: 0 text, 1 argument, 2 number, 6 plural, 7 the plural's `#`), written out here
// because shared-ui formats trees without the parser.
const tree = [
  {
    type: 6,
    value: 'count',
    offset: 0,
    pluralType: 'cardinal',
    options: {
      one: { value: [{ type: 7 }, { type: 0, value: ' Tag' }] },
      other: { value: [{ type: 7 }, { type: 0, value: ' Tage' }] },
    },
  },
  { type: 0, value: ' · ' },
  { type: 2, value: 'share', style: 'percent' },
] as unknown as Exclude<ParsedMessage, string>;

it('formats a parsed message by the language: plural, numbers and percent', () => {
  expect(formatParsed(tree, 'de', 'days', { count: 1, share: 0.5 })).toBe('1 Tag · 50\u00a0%');
  expect(formatParsed(tree, 'de', 'days', { count: 1234, share: 0.125 })).toBe('1.234 Tage · 13\u00a0%');
  const arabic = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('ar', options).format(value);
  expect(formatParsed(tree, 'ar', 'days', { count: 3, share: 0.5 })).toBe(
    `${arabic(3)} Tage · ${arabic(0.5, { style: 'percent' })}`,
  );
});

it('formats a value left out as empty and says which message, instead of failing the screen', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(formatParsed(tree, 'en', 'days', { count: 2 })).toBe('2 Tage · 0%');
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('"days"'), expect.anything());
  logged.mockRestore();
});
