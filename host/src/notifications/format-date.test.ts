import { formatRelative } from './format-date';

it('says how long ago', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  expect(formatRelative('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
  expect(formatRelative('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
  expect(formatRelative('2026-03-10T11:59:30Z', now, 'en')).toBe('now');
});
