import { addDays, dayCount, daysBetween, dayNumber, forEachDay, MAX_WALK_DAYS, weekdayOf } from './calendar-days.js';
import { leaveDayParts } from './leave/leave-days.js';
import { sprintHoursInWeek } from './availability/allocation.js';

describe('calendar days', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayCount('2000-01-01', '2100-12-31')).toBe(36_889);
    expect(weekdayOf('2030-01-07')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('refuses to step past 9999-12-31 instead of writing "+010000-01-01", which sorts below it', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumber('+10000-01-01')).toThrow(RangeError);
  });

  it('answers the same for a day asked again, also past what it keeps of the days asked before', () => {
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    const first = dayNumber('2026-03-01');
    // twelve thousand days one way and back: more than are kept at once
    const walked = daysBetween('2000-01-01', addDays('2000-01-01', 12_000));
    expect(walked.map(dayNumber)).toEqual(walked.map((_, index) => dayNumber('2000-01-01') + index));
    expect(walked.map((day, index) => addDays('2000-01-01', index) === day).every(Boolean)).toBe(true);
    expect(dayNumber('2026-03-01')).toBe(first);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('walks a range by counting, and throws past its cap instead of filling the memory', () => {
    expect(daysBetween('2026-11-27', '2026-12-01')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(daysBetween('2026-12-01', '2026-11-27')).toEqual([]);
    expect(() => daysBetween('0001-01-01', '9999-12-31')).toThrow(RangeError);
    expect(daysBetween('2000-01-01', '2100-12-31')).toHaveLength(36_890);
    expect(36_890).toBeLessThan(MAX_WALK_DAYS);
  });

  it('visits each day of a range with its weekday as the list and weekdayOf give them, under the same cap', () => {
    const visited: Array<[string, number]> = [];
    forEachDay('1969-12-25', '1970-01-08', (day, weekday) => visited.push([day, weekday]));
    expect(visited).toEqual(daysBetween('1969-12-25', '1970-01-08').map((day) => [day, weekdayOf(day)]));
    forEachDay('2026-12-01', '2026-11-27', () => visited.push(['never', 0]));
    expect(visited).toHaveLength(15);
    expect(() => forEachDay('0001-01-01', '9999-12-31', () => undefined)).toThrow(RangeError);
  });

  it('ends the leave-day walk on 9999-12-31 (it used to loop for ever)', () => {
    const started = performance.now();
    expect(() =>
      leaveDayParts(
        { fromDate: '9999-12-31', toDate: '9999-12-31', halfDayStart: false, halfDayEnd: false },
        new Set(),
      ),
    ).not.toThrow();
    expect(
      leaveDayParts(
        { fromDate: '9999-12-30', toDate: '9999-12-31', halfDayStart: false, halfDayEnd: false },
        new Set(),
      ),
    ).toEqual([
      { day: '9999-12-30', amount: 1 },
      { day: '9999-12-31', amount: 1 },
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("spreads a sprint's hours over its working days without listing them (a century-long sprint costs a week's sum)", () => {
    const started = performance.now();
    // 2030-01-07 is a Monday: one week of 5 working days out of 2 weeks' 10
    expect(sprintHoursInWeek({ startDate: '2030-01-07', endDate: '2030-01-18', hours: 40 }, '2030-01-07')).toBe(20);
    // a weekend-only sprint counts its days
    expect(sprintHoursInWeek({ startDate: '2030-01-12', endDate: '2030-01-13', hours: 6 }, '2030-01-07')).toBe(6);
    for (let week = 0; week < 1000; week += 1)
      sprintHoursInWeek(
        { startDate: '2000-01-03', endDate: '2100-12-31', hours: 100 },
        addDays('2030-01-07', week * 7),
      );
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
