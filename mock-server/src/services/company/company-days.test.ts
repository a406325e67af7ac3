import { CompanyDays } from '../calendar-days.js';
import { workingDays } from '../projects/sprint-report.js';
import { etaWarningsOf, isNonWorkingDay } from '../tasks/task-view.js';

/**
 * Issue #33: the sprint ETA flag and the burndown's days follow the company's working week. 2030-01-07 is
 * a Monday; a Sunday-to-Thursday company rests on Friday 11 and Saturday 12.
 */
const sundayToThursday = (holidays: string[] = []) => new CompanyDays(holidays, [0, 1, 2, 3, 4]);

describe('the sprint ETA non-working-day flag', () => {
  it('flags a Friday ETA and not a Sunday one for a Sunday-to-Thursday company', () => {
    expect(etaWarningsOf('2030-01-11', 'in_progress', '2030-01-31', sundayToThursday())).toEqual(['non_working_day']);
    expect(etaWarningsOf('2030-01-13', 'in_progress', '2030-01-31', sundayToThursday())).toEqual([]);
  });
  it('still flags public holidays, and keeps Monday to Friday for a plain set', () => {
    expect(isNonWorkingDay('2030-01-08', sundayToThursday(['2030-01-08']))).toBe(true);
    expect(isNonWorkingDay('2030-01-11', new Set())).toBe(false);
    expect(isNonWorkingDay('2030-01-13', new Set())).toBe(true);
  });
});

describe("the burndown's working days", () => {
  it('are the days of the working week, holidays left out', () => {
    expect(workingDays('2030-01-07', '2030-01-13', sundayToThursday())).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-13',
    ]);
    expect(workingDays('2030-01-07', '2030-01-13', sundayToThursday(['2030-01-13']))).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
    ]);
    expect(workingDays('2030-01-07', '2030-01-13', new Set())).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
    ]);
  });
});
