import { countLeaveDays, leaveDayParts } from './leave-days.js';
import { CompanyDays } from '../calendar-days.js';

const none = new Set<string>();
const span = (fromDate: string, toDate: string, halfDayStart = false, halfDayEnd = false) => ({
  fromDate,
  toDate,
  halfDayStart,
  halfDayEnd,
});

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

describe("the company's working week (issue #33)", () => {
  // Sunday to Thursday: Friday and Saturday are the weekend
  const sundayToThursday = (holidays: string[] = []) => new CompanyDays(holidays, [0, 1, 2, 3, 4]);

  it('counts Thursday to Sunday as 2 days (Thursday and Sunday)', () => {
    // 2026-11-26 is a Thursday
    expect(leaveDayParts(span('2026-11-26', '2026-11-29'), sundayToThursday())).toEqual([
      { day: '2026-11-26', amount: 1 },
      { day: '2026-11-29', amount: 1 },
    ]);
    expect(countLeaveDays(span('2026-11-26', '2026-11-29'), sundayToThursday())).toBe(2);
  });

  it('counts a Friday and Saturday as nothing, and still leaves out public holidays', () => {
    expect(countLeaveDays(span('2026-11-27', '2026-11-28'), sundayToThursday())).toBe(0);
    expect(countLeaveDays(span('2026-11-26', '2026-11-29'), sundayToThursday(['2026-11-29']))).toBe(1);
  });

  it('keeps Monday to Friday for a plain set of holidays', () => {
    expect(countLeaveDays(span('2026-11-26', '2026-11-29'), none)).toBe(2);
    expect(leaveDayParts(span('2026-11-26', '2026-11-29'), none).map((part) => part.day)).toEqual([
      '2026-11-26',
      '2026-11-27',
    ]);
  });
});
