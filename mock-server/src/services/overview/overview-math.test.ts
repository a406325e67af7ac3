import { weekStartOf } from '@timely/contract';
import {
  competitionRanks,
  dayModeOf,
  estimatedDelivery,
  nextWorkWeekOf,
  periodRange,
  workWeekOf,
} from './overview-math.js';

describe('weeks', () => {
  it('gives Monday to Friday of the week holding the day, from any weekday', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    expect(workWeekOf('2026-11-23')).toEqual(week); // Monday
    expect(workWeekOf('2026-11-25')).toEqual(week); // Wednesday
    expect(workWeekOf('2026-11-29')).toEqual(week); // Sunday still belongs to it
  });

  it('gives next week across a month and a year end', () => {
    expect(nextWorkWeekOf('2026-11-25')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(nextWorkWeekOf('2026-12-31')).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
    ]);
    expect(nextWorkWeekOf('2026-11-29')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
});

describe('dayModeOf', () => {
  const base = {
    onLeave: false,
    recorded: null,
    isToday: false,
    currentStatus: 'office',
    defaultWorkMode: 'office',
  } as const;
  it('lets approved leave win over everything', () => {
    expect(dayModeOf({ ...base, onLeave: true, recorded: 'wfh', currentStatus: 'wfh' })).toBe('leave');
  });
  it('takes the recorded day, then today’s status, then the default', () => {
    expect(dayModeOf({ ...base, recorded: 'field' })).toBe('field');
    expect(dayModeOf({ ...base, isToday: true, currentStatus: 'wfh' })).toBe('wfh');
    expect(dayModeOf({ ...base, isToday: false, currentStatus: 'wfh', defaultWorkMode: 'field' })).toBe('field');
    // a self-declared "leave" status is not approved leave
    expect(dayModeOf({ ...base, isToday: true, currentStatus: 'leave', defaultWorkMode: 'wfh' })).toBe('wfh');
  });
});

describe('estimatedDelivery', () => {
  it('is the end date, or the start plus the recurring months', () => {
    expect(estimatedDelivery('2026-01-05', '2026-06-30', null)).toBe('2026-06-30');
    expect(estimatedDelivery('2026-01-05', null, 6)).toBe('2026-07-05');
    expect(estimatedDelivery('2026-08-31', null, 6)).toBe('2027-02-28');
    expect(estimatedDelivery('2026-01-05', null, null)).toBeNull();
  });
});

describe('periodRange', () => {
  it('covers this week, month and quarter, both ends included', () => {
    expect(periodRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('quarter', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange('all', '2026-11-25')).toBeNull();
    // a Sunday-to-Thursday company's week runs Sunday to Saturday
    expect(periodRange('week', '2026-11-29', [0, 1, 2, 3, 4])).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(periodRange('week', '2026-11-28', [0, 1, 2, 3, 4])).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });
});

describe('competitionRanks', () => {
  it('shares a rank on equal points and skips the next', () => {
    expect(competitionRanks([30, 30, 12, 12, 12, 5])).toEqual([1, 1, 3, 3, 3, 6]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe("the company's working week", () => {
  it('starts after the longest weekend and holds only working days', () => {
    expect(weekStartOf([1, 2, 3, 4, 5])).toBe(1);
    expect(weekStartOf([0, 1, 2, 3, 4])).toBe(0); // Sunday to Thursday
    expect(weekStartOf([6, 0, 1, 2, 3])).toBe(6); // Saturday to Wednesday
    expect(weekStartOf([0, 1, 2, 3, 4, 5, 6])).toBe(1);
    expect(weekStartOf([1, 3, 5])).toBe(1);
    // Sunday to Thursday: Wednesday 25 Nov 2026 is in the week of Sunday 22; Friday 27 still is
    expect(workWeekOf('2026-11-25', [0, 1, 2, 3, 4])).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(workWeekOf('2026-11-27', [0, 1, 2, 3, 4])[0]).toBe('2026-11-22');
    expect(nextWorkWeekOf('2026-11-28', [0, 1, 2, 3, 4])).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    // a six-day week
    expect(workWeekOf('2026-11-25', [1, 2, 3, 4, 5, 6])).toHaveLength(6);
  });
});
