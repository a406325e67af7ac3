import {
  DATE_PICKER_FORMAT,
  formatDate,
  formatDatesIn,
  formatDayMonth,
  formatPercentOf,
  formatShortMonthOf,
  pickerPattern,
  WEEK_PICKER_FORMAT,
} from './intl-formats';

const picked = (day: string) => ({ format: (template: string) => (template === 'YYYY-MM' ? day.slice(0, 7) : day) });

it("shows a day in one style, in the reader's locale", () => {
  expect(formatDate('2026-11-26', 'en-US')).toBe('Nov 26, 2026');
  expect(formatDate('2026-11-26', 'en-GB')).toBe('26 Nov 2026');
  expect(formatDate('2026-11-26', 'de-DE')).toBe('26.11.2026');
});

it('rewrites the ISO days of an API message in that style, leaving moments and other numbers alone', () => {
  expect(formatDatesIn('must be today (2026-11-26)', 'en-US')).toBe('must be today (Nov 26, 2026)');
  expect(formatDatesIn('you can again from 2026-12-01; 2026-12-01T10:00:00Z stays', 'en-GB')).toBe(
    'you can again from 1 Dec 2026; 2026-12-01T10:00:00Z stays',
  );
});

it('gives pickers the same style: a day, and a week by its Monday (not "2026-44th")', () => {
  const week = WEEK_PICKER_FORMAT[0] as (value: ReturnType<typeof picked>) => string;
  // the day picker's pattern, filled in as dayjs would (English month names), reads as formatDate writes
  const pattern = DATE_PICKER_FORMAT[0] as string;
  const filled = pattern.replace(
    /\[([^\]]*)\]|MMM|YYYY|D/g,
    (token, literal: string | undefined) =>
      literal ?? ({ MMM: 'Nov', YYYY: '2026', D: '26' } as Record<string, string>)[token]!,
  );
  expect(filled).toBe(formatDate('2026-11-26', 'en-US'));
  expect(week(picked('2026-11-26'))).toBe(`Week of ${formatDate('2026-11-23')}`);
});

it('keeps a percentage sign with its number (no space for right-to-left text to reorder)', () => {
  expect(formatPercentOf(18.2, 'en-US')).toBe('18.2%');
  expect(formatPercentOf(26.7, 'en-US')).toBe('26.7%');
});

it('names a week column by its day in the same style, without the year', () => {
  expect(formatDayMonth('2026-10-26', 'en-US')).toBe('Oct 26');
});

it("gives the pickers a pattern in the reader's style, so a typed day is still read", () => {
  expect(pickerPattern({ day: 'numeric', month: 'short', year: 'numeric' }, 'en-US')).toBe('MMM[ ]D[, ]YYYY');
  expect(pickerPattern({ day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB')).toBe('D[ ]MMM[ ]YYYY');
  expect(pickerPattern({ month: 'long', year: 'numeric' }, 'en-US')).toBe('MMMM[ ]YYYY');
  expect(typeof DATE_PICKER_FORMAT[0]).toBe('string');
});

it("names a chart's months in the reader's locale, not dayjs's English", () => {
  expect(formatShortMonthOf('2026-11', 'en-US')).toBe('Nov 26');
  expect(formatShortMonthOf('2026-11', 'fr')).toBe('nov. 26');
  expect(formatShortMonthOf('2026-01', 'de')).toBe('Jan. 26');
});
