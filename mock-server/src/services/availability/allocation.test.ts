import { allocationBucket } from '@timely/contract';
import {
  allocationPercent,
  combinedAllocation,
  freeFrom,
  mondayOf,
  sprintHoursInWeek,
  weekCapacity,
  weeklyLoad,
} from './allocation.js';
import { CompanyDays } from '../calendar-days.js';

// 2030-01-07 is a Monday.
const WEEK = '2030-01-07';
const noLeave = [] as const;

describe('capacity', () => {
  it('is 40 h in a plain week', () => {
    expect(weekCapacity(WEEK, noLeave, new Set())).toBe(40);
  });
  it('loses 8 h per public holiday on a working day, none for one on a Saturday', () => {
    expect(weekCapacity(WEEK, noLeave, new Set(['2030-01-08', '2030-01-12']))).toBe(32);
  });
  it('loses leave days, 4 h for a half day, and counts a holiday that is also leave once', () => {
    // Thu 10 and Fri 11 with a half day at the end: 8 + 4; Tue 8 is a holiday and leave: 8 once
    const leave = [
      { fromDate: '2030-01-10', toDate: '2030-01-11', halfDayStart: false, halfDayEnd: true },
      { fromDate: '2030-01-08', toDate: '2030-01-08', halfDayStart: false, halfDayEnd: false },
    ];
    expect(weekCapacity(WEEK, leave, new Set(['2030-01-08']))).toBe(40 - 12 - 8);
  });
  it('counts only the part of a leave inside the week, and never goes below zero', () => {
    const twoWeeks = [{ fromDate: '2030-01-03', toDate: '2030-01-20', halfDayStart: false, halfDayEnd: false }];
    expect(weekCapacity(WEEK, twoWeeks, new Set())).toBe(0);
    expect(weekCapacity('2030-01-14', twoWeeks, new Set())).toBe(0);
    expect(weekCapacity('2030-01-21', twoWeeks, new Set())).toBe(40);
  });
});

describe('hours of a sprint in a week', () => {
  it('counts a one-week sprint whole in its week and nowhere else', () => {
    const sprint = { startDate: '2030-01-07', endDate: '2030-01-11', hours: 20 };
    expect(sprintHoursInWeek(sprint, WEEK)).toBe(20);
    expect(sprintHoursInWeek(sprint, '2030-01-14')).toBe(0);
  });
  it('spreads a two-week sprint over its ten working days: 30 h gives 15 h a week', () => {
    const sprint = { startDate: '2030-01-14', endDate: '2030-01-25', hours: 30 };
    expect(sprintHoursInWeek(sprint, '2030-01-14')).toBe(15);
    expect(sprintHoursInWeek(sprint, '2030-01-21')).toBe(15);
  });
  it('gives a sprint from Wednesday to next Tuesday 3/5 to the first week', () => {
    expect(sprintHoursInWeek({ startDate: '2030-01-09', endDate: '2030-01-15', hours: 10 }, WEEK)).toBe(6);
  });
});

describe('allocation', () => {
  it('works a week through: 20 h of tasks, a holiday and 1.5 days off leave 20 h, so 100 %', () => {
    const [week] = weeklyLoad(
      [WEEK],
      [{ startDate: '2030-01-07', endDate: '2030-01-11', hours: 20 }],
      [{ fromDate: '2030-01-10', toDate: '2030-01-11', halfDayStart: false, halfDayEnd: true }],
      new Set(['2030-01-08']),
    );
    expect(week).toEqual({ weekStart: WEEK, hours: 20, capacity: 20, allocation: 100 });
  });
  it('rounds to one decimal and is null with no capacity', () => {
    expect(allocationPercent(15, 40)).toBe(37.5);
    expect(allocationPercent(10, 30)).toBe(33.3);
    expect(allocationPercent(5, 0)).toBeNull();
  });
  it('puts each allocation in its bucket, over 100 apart', () => {
    expect([0, 25, 25.1, 50, 75, 100, 100.1].map(allocationBucket)).toEqual([
      '0-25',
      '0-25',
      '25-50',
      '25-50',
      '50-75',
      '75-100',
      'over-100',
    ]);
    expect(allocationBucket(null)).toBeNull();
  });
  it('combines two weeks by hours and capacity, not by averaging percentages', () => {
    // 30 h of 40, then 2 h of 8 (four days off): 32 / 48 = 66.7 %, where the mean of 75 % and 25 % is 50 %
    const weeks = [
      { weekStart: WEEK, hours: 30, capacity: 40, allocation: 75 },
      { weekStart: '2030-01-14', hours: 2, capacity: 8, allocation: 25 },
    ];
    expect(combinedAllocation(weeks)).toBe(66.7);
  });
  it('finds the first week under 50 % as the free-from date (today when it is this week)', () => {
    const weeks = [
      { weekStart: WEEK, hours: 30, capacity: 40, allocation: 75 },
      { weekStart: '2030-01-14', hours: 0, capacity: 0, allocation: null },
      { weekStart: '2030-01-21', hours: 10, capacity: 40, allocation: 25 },
    ];
    expect(freeFrom(weeks, '2030-01-09')).toBe('2030-01-21');
    expect(freeFrom(weeks.slice(2), '2030-01-23')).toBe('2030-01-23');
    expect(freeFrom(weeks.slice(0, 1), '2030-01-09')).toBeNull();
  });
  it('starts weeks on Monday', () => {
    expect(mondayOf('2030-01-13')).toBe(WEEK);
    expect(mondayOf(WEEK)).toBe(WEEK);
  });
});

describe("the company's working week (issue #33)", () => {
  // Sunday to Thursday: in the week of Monday 2030-01-07 the working days are 7, 8, 9, 10 and Sunday 13
  const sundayToThursday = (holidays: string[] = []) => new CompanyDays(holidays, [0, 1, 2, 3, 4]);

  it('gives 8 h for each day of the working week', () => {
    expect(weekCapacity(WEEK, noLeave, sundayToThursday())).toBe(40);
    expect(weekCapacity(WEEK, noLeave, new CompanyDays([], [1, 2, 3, 4]))).toBe(32);
  });
  it('takes a holiday on Sunday and not one on Friday', () => {
    expect(weekCapacity(WEEK, noLeave, sundayToThursday(['2030-01-11']))).toBe(40);
    expect(weekCapacity(WEEK, noLeave, sundayToThursday(['2030-01-13']))).toBe(32);
  });
  it('takes leave Thursday to Sunday as two days (16 h)', () => {
    const leave = [{ fromDate: '2030-01-10', toDate: '2030-01-13', halfDayStart: false, halfDayEnd: false }];
    expect(weekCapacity(WEEK, leave, sundayToThursday())).toBe(24);
    // Monday to Friday: Thursday and Friday
    expect(weekCapacity(WEEK, leave, new Set())).toBe(24);
    expect(weekCapacity(WEEK, [{ ...leave[0]!, fromDate: '2030-01-11' }], sundayToThursday())).toBe(32);
  });
  it("spreads a sprint's hours over the working week's days", () => {
    // Friday 11 to Saturday 19: Sunday to Thursday works 13–17, only Sunday 13 in the first week (weeks start on Monday)
    const sprint = { startDate: '2030-01-11', endDate: '2030-01-19', hours: 10 };
    expect(sprintHoursInWeek(sprint, WEEK, [0, 1, 2, 3, 4])).toBe(2);
    expect(sprintHoursInWeek(sprint, '2030-01-14', [0, 1, 2, 3, 4])).toBe(8);
    expect(weeklyLoad([WEEK, '2030-01-14'], [sprint], [], sundayToThursday()).map((week) => week.hours)).toEqual([
      2, 8,
    ]);
    // Monday to Friday: Friday 11, then 14–18
    expect(sprintHoursInWeek(sprint, WEEK)).toBeCloseTo(10 / 6);
  });
});
