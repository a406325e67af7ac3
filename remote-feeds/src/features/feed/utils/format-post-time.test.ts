import { formatPostTime } from './format-post-time';

const noon = '2026-03-01T12:00:00.000Z';

it('shows a moment in the reader\'s time zone and locale', () => {
  expect(formatPostTime(noon, 'Asia/Kolkata', 'en-GB')).toBe('1 Mar 2026, 17:30');
  expect(formatPostTime(noon, 'America/New_York', 'en-US')).toBe('Mar 1, 2026, 7:00 AM');
  expect(formatPostTime('2026-03-01T23:30:00.000Z', 'Asia/Kolkata', 'en-GB')).toBe('2 Mar 2026, 05:00');
});

it('falls back to the browser\'s zone for a zone it does not know', () => {
  expect(formatPostTime(noon, 'Mars/Olympus_Mons', 'en-GB')).toMatch(/2026/);
});
