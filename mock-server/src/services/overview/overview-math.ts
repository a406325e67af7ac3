/**
 * The arithmetic of the Overview dashboard (docs/projects.md "Overview dashboard"), free of the database so
 * tests can check it with worked numbers. Days are ISO dates; a working week is the contract's `companyWeek`
 * (it starts on the first working day after the company's weekend: Monday for Monday to Friday), karma's
 * "this week" included.
 */
import { companyWeek, MONDAY_TO_FRIDAY, type DayMode, type KarmaPeriod } from '@timely/contract';
import { addDays } from '../availability/allocation.js';

export type WorkMode = Exclude<DayMode, 'leave'>;

/** The company's working days of the week holding `today` (Monday to Friday unless it works other days). */
export function workWeekOf(today: string, workingDays: readonly number[] = MONDAY_TO_FRIDAY): string[] {
  return companyWeek(workingDays).workingDaysOfWeek(today);
}

/** The company's working days of the week after the one holding `today` (from a day of the weekend too: the coming week). */
export function nextWorkWeekOf(today: string, workingDays: readonly number[] = MONDAY_TO_FRIDAY): string[] {
  const week = companyWeek(workingDays);
  return week.workingDaysOfWeek(addDays(week.weekStart(today), 7));
}

/** The shares of a whole come from the contract's one helper, which the apps use too. */
export { sharePercents } from '@timely/contract';

/** What decides a peer's day, in order: approved leave, the recorded day, today's own status, the default. */
export type DayFacts = {
  onLeave: boolean;
  recorded: WorkMode | null;
  isToday: boolean;
  currentStatus: string;
  defaultWorkMode: string;
};

export const isWorkMode = (value: string): value is WorkMode =>
  value === 'office' || value === 'wfh' || value === 'field';

/**
 * Where a peer is on a day: approved leave covering it wins; else the day's row in work_mode_days; else,
 * for today, the status the peer set (a self-declared "leave" without approved leave does not count);
 * else their default work mode (office when unset).
 */
export function dayModeOf(facts: DayFacts): DayMode {
  if (facts.onLeave) return 'leave';
  if (facts.recorded) return facts.recorded;
  if (facts.isToday && isWorkMode(facts.currentStatus)) return facts.currentStatus;
  return isWorkMode(facts.defaultWorkMode) ? facts.defaultWorkMode : 'office';
}

/** A project's end, as every screen shows it: the contract's one helper. */
export { projectEnd as estimatedDelivery } from '@timely/contract';

/** The days a karma period covers, both included: the company's week (Mon–Sun by default), month, quarter; null for all time. */
export function periodRange(
  period: KarmaPeriod,
  today: string,
  workingDays: readonly number[] = MONDAY_TO_FRIDAY,
): { from: string; to: string } | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
  switch (period) {
    case 'week': {
      const start = companyWeek(workingDays).weekStart(today);
      return { from: start, to: addDays(start, 6) };
    }
    case 'month':
      return { from: iso(year, month, 1), to: iso(year, month + 1, 0) };
    case 'quarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: iso(year, first, 1), to: iso(year, first + 3, 0) };
    }
    case 'all':
      return null;
  }
}

/** Standard competition ranking over entries already sorted by points, highest first: 10, 10, 7 → 1, 1, 3. */
export function competitionRanks(points: readonly number[]): number[] {
  return points
    .map((value, index) => (index > 0 && points[index - 1] === value ? -1 : index + 1))
    .map((rank, index, all) => {
      if (rank !== -1) return rank;
      let back = index;
      while (all[back] === -1) back -= 1;
      return all[back]!;
    });
}
