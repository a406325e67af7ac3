import { endOfDayIn } from './end-of-day';

it('ends a day where the reader lives, not in UTC', () => {
  expect(endOfDayIn('2026-03-06', 'Asia/Kolkata')).toBe('2026-03-06T18:29:59.999Z');
  expect(endOfDayIn('2026-03-06', 'America/New_York')).toBe('2026-03-07T04:59:59.999Z');
  expect(endOfDayIn('2026-03-06', 'UTC')).toBe('2026-03-06T23:59:59.999Z');
});
