import { countLeaveDays, leaveDayParts } from './leave-days.js';

const none = new Set<string>();
const span = (fromDate: string, toDate: string, halfDayStart = false, halfDayEnd = false) => ({ fromDate, toDate, halfDayStart, halfDayEnd });

describe('leave day counting', () => {
  it('skips weekends', () => {
    // Friday 2026-11-27 to Tuesday 2026-12-01: Fri, Mon, Tue
    expect(countLeaveDays(span('2026-11-27', '2026-12-01'), none)).toBe(3);
    expect(countLeaveDays(span('2026-11-28', '2026-11-29'), none)).toBe(0);
  });

  it('skips public holidays', () => {
    expect(countLeaveDays(span('2026-12-21', '2026-12-25'), new Set(['2026-12-25']))).toBe(4);
  });

  it('counts half days at the start and the end', () => {
    expect(countLeaveDays(span('2026-11-23', '2026-11-27', true, false), none)).toBe(4.5);
    expect(countLeaveDays(span('2026-11-23', '2026-11-27', true, true), none)).toBe(4);
    expect(countLeaveDays(span('2026-11-23', '2026-11-23', false, true), none)).toBe(0.5);
  });

  it('does not halve a weekend or a holiday it starts on', () => {
    // starts on Saturday with a half day: the half falls on a day off, Monday counts whole
    expect(leaveDayParts(span('2026-11-28', '2026-11-30', true), none)).toEqual([{ day: '2026-11-30', amount: 1 }]);
  });
});
