/**
 * The arithmetic of the Overview dashboard (docs/projects.md "Overview dashboard"), free of the database so
 * tests can check it with worked numbers. Days are ISO dates; a working week starts on the company's first
 * working day after its weekend (Monday for Monday to Friday), and karma weeks on Monday.
 */
import type { DayMode, KarmaPeriod } from '@timely/contract';
import { addDays, mondayOf } from '../availability/allocation.js';
import { MONDAY_TO_FRIDAY, weekdayOf } from '../calendar-days.js';

export type WorkMode = Exclude<DayMode, 'leave'>;

/**
 * The weekday (0 Sunday … 6 Saturday) a company's week starts on: the working day after its longest run
 * of days off (Sunday for Sunday to Thursday), Monday when it works every day or when Monday ties.
 */
export function weekStartOf(workingDays: readonly number[]): number {
  const works = (day: number) => workingDays.includes(((day % 7) + 7) % 7);
  let best = 1;
  let bestGap = -1;
  // from Monday round to Sunday, so that a tie keeps the earliest day counted from Monday
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    if (!works(day) || works(day - 1)) continue;
    let gap = 0;
    while (gap < 7 && !works(day - 1 - gap)) gap += 1;
    if (gap > bestGap) [best, bestGap] = [day, gap];
  }
  return best;
}

/** The first day of the company's week holding `today` (a day of its weekend belongs to the week before). */
function weekStartDay(today: string, workingDays: readonly number[]): string {
  return addDays(today, -((weekdayOf(today) - weekStartOf(workingDays) + 7) % 7));
}

/** The company's working days of the week holding `today` (Monday to Friday unless it works other days). */
export function workWeekOf(today: string, workingDays: readonly number[] = MONDAY_TO_FRIDAY): string[] {
  const start = weekStartDay(today, workingDays);
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(start, n)).filter((day) => workingDays.includes(weekdayOf(day)));
}

/** The company's working days of the week after the one holding `today` (from a day of the weekend too: the coming week). */
export function nextWorkWeekOf(today: string, workingDays: readonly number[] = MONDAY_TO_FRIDAY): string[] {
  return workWeekOf(addDays(weekStartDay(today, workingDays), 7), workingDays);
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

/** The days a karma period covers, both included: this week (Mon–Sun), month, quarter; null for all time. */
export function periodRange(period: KarmaPeriod, today: string): { from: string; to: string } | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
  switch (period) {
    case 'week': {
      const monday = mondayOf(today);
      return { from: monday, to: addDays(monday, 6) };
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
