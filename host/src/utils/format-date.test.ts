import { formatDateTime, formatRelative } from './format-date';

it('shows a moment in the user\'s own time zone', () => {
  const iso = '2026-03-10T23:30:00.000Z';
  expect(formatDateTime(iso, 'Asia/Kolkata', 'en-GB')).toBe('11 Mar 2026, 05:00');
  expect(formatDateTime(iso, 'America/New_York', 'en-GB')).toBe('10 Mar 2026, 19:30');
  expect(formatDateTime(iso, 'Not/AZone', 'en-GB')).toMatch(/2026/);
});

it('says how long ago', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  expect(formatRelative('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
  expect(formatRelative('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
  expect(formatRelative('2026-03-10T11:59:30Z', now, 'en')).toBe('now');
});
