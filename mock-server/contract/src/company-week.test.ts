import { companyWeek, dayInZone, weekStartOf, workingWeekOrDefault } from './company-week.js';

const mondayToFriday = companyWeek([1, 2, 3, 4, 5]);
const sundayToThursday = companyWeek([0, 1, 2, 3, 4]);
const tuesdayToSaturday = companyWeek([2, 3, 4, 5, 6]);

it('starts the week on the working day after the longest weekend', () => {
  expect(weekStartOf([1, 2, 3, 4, 5])).toBe(1);
  expect(weekStartOf([0, 1, 2, 3, 4])).toBe(0);
  expect(weekStartOf([2, 3, 4, 5, 6])).toBe(2);
  expect(weekStartOf([6, 0, 1, 2, 3])).toBe(6);
  expect(weekStartOf([0, 1, 2, 3, 4, 5, 6])).toBe(1);
  expect(weekStartOf([1, 3, 5])).toBe(1);
});

it('is Monday to Friday when the company has no working week, and sorts the one it has', () => {
  expect(companyWeek(null).workingDays).toEqual([1, 2, 3, 4, 5]);
  expect(companyWeek([]).workingDays).toEqual([1, 2, 3, 4, 5]);
  expect(companyWeek([4, 0, 2, 1, 3]).workingDays).toEqual([0, 1, 2, 3, 4]);
});

it("keeps a company's working week as set, and gives Monday to Friday where none is (the server's sessions)", () => {
  expect(workingWeekOrDefault(null)).toEqual([1, 2, 3, 4, 5]);
  expect(workingWeekOrDefault(undefined)).toEqual([1, 2, 3, 4, 5]);
  expect(workingWeekOrDefault([])).toEqual([1, 2, 3, 4, 5]);
  expect(workingWeekOrDefault([0, 1, 2, 3, 4])).toEqual([0, 1, 2, 3, 4]);
});

it('tells working days from the weekend', () => {
  // Fri 4, Sat 5, Sun 6 December 2026
  expect(['2026-12-04', '2026-12-05', '2026-12-06'].map(mondayToFriday.isWorkingDay)).toEqual([true, false, false]);
  expect(['2026-12-04', '2026-12-05', '2026-12-06'].map(sundayToThursday.isWorkingDay)).toEqual([false, false, true]);
  expect(['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map(tuesdayToSaturday.isWorkingDay)).toEqual([
    true,
    true,
    false,
    false,
  ]);
});

it('gives the week across a month boundary (Sunday 29 November 2026)', () => {
  const day = '2026-11-29';
  // a Monday-to-Friday company's Sunday is the end of the week before
  expect(mondayToFriday.weekStart(day)).toBe('2026-11-23');
  expect(mondayToFriday.firstWorkingDay('2026-12-02')).toBe('2026-11-30');
  expect(mondayToFriday.lastWorkingDay('2026-11-30')).toBe('2026-12-04');
  expect(sundayToThursday.weekStart(day)).toBe('2026-11-29');
  expect(sundayToThursday.firstWorkingDay(day)).toBe('2026-11-29');
  expect(sundayToThursday.lastWorkingDay(day)).toBe('2026-12-03');
  expect(sundayToThursday.workingDaysOfWeek('2026-12-05')).toEqual([
    '2026-11-29',
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
  ]);
  expect(tuesdayToSaturday.weekStart(day)).toBe('2026-11-24');
  expect(tuesdayToSaturday.firstWorkingDay('2026-12-01')).toBe('2026-12-01');
  expect(tuesdayToSaturday.lastWorkingDay('2026-12-01')).toBe('2026-12-05');
});

it('gives the week across a year boundary', () => {
  // Thu 31 December 2026 to Sat 2 January 2027
  expect(mondayToFriday.weekStart('2027-01-02')).toBe('2026-12-28');
  expect(mondayToFriday.lastWorkingDay('2026-12-28')).toBe('2027-01-01');
  expect(sundayToThursday.weekStart('2027-01-02')).toBe('2026-12-27');
  expect(sundayToThursday.lastWorkingDay('2026-12-27')).toBe('2026-12-31');
  expect(sundayToThursday.firstWorkingDay('2027-01-03')).toBe('2027-01-03');
  expect(tuesdayToSaturday.weekStart('2027-01-02')).toBe('2026-12-29');
  expect(tuesdayToSaturday.lastWorkingDay('2026-12-31')).toBe('2027-01-02');
  expect(tuesdayToSaturday.weekStart('2027-01-04')).toBe('2026-12-29');
});

it('starts "this week" on the company\'s day in its time zone', () => {
  // Saturday 23:30 UTC is already Sunday in Riyadh: a Sunday-to-Thursday week has begun there
  const now = new Date('2026-11-28T23:30:00Z');
  expect(sundayToThursday.thisWeekStart(now)).toBe('2026-11-22');
  expect(companyWeek([0, 1, 2, 3, 4], 'Asia/Riyadh').thisWeekStart(now)).toBe('2026-11-29');
  expect(companyWeek([1, 2, 3, 4, 5], 'Asia/Riyadh').thisWeekStart(now)).toBe('2026-11-23');
  expect(dayInZone(now, 'Not/AZone')).toBe('2026-11-28');
});
