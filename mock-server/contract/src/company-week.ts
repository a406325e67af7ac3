/**
 * The company's week: which weekdays it works (`workingDays`, 0 Sunday … 6 Saturday, company settings) and
 * where its weeks start. Days are ISO days (YYYY-MM-DD) counted in UTC, so a day is the same day everywhere.
 */
// In the contract because it is stateless and both the server and every remote need the same answer: each app
// bundles the contract version it was built with, so a remote adopts a change without a host release.

/** The working week when a company has not said otherwise: Monday to Friday. */
export const MONDAY_TO_FRIDAY: readonly number[] = [1, 2, 3, 4, 5];

/** A company's working week as its settings keep it: Monday to Friday when none is set (null or empty). */
export function workingWeekOrDefault(workingDays?: readonly number[] | null): readonly number[] {
  return workingDays?.length ? workingDays : MONDAY_TO_FRIDAY;
}

const DAY_MS = 86_400_000;

function utcTime(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function shiftDay(day: string, days: number): string {
  return new Date(utcTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
function weekdayOfDay(day: string): number {
  return new Date(utcTime(day)).getUTCDay();
}

/**
 * The weekday a company's week starts on: the working day after its longest run of days off (Sunday for
 * Sunday to Thursday), Monday when it works every day or when Monday ties.
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

export type CompanyWeek = {
  /** The weekdays it works, sorted (Monday to Friday when the company has none). */
  workingDays: readonly number[];
  /** Is `day` a day of the working week? (Public holidays are the server's to add.) */
  isWorkingDay: (day: string) => boolean;
  /** The first day of the week holding `day`; a day of the weekend belongs to the week before. */
  weekStart: (day: string) => string;
  /** The first working day of the week holding `day`. */
  firstWorkingDay: (day: string) => string;
  /** The last working day of the week holding `day`. */
  lastWorkingDay: (day: string) => string;
  /** The working days of the week holding `day`, in order. */
  workingDaysOfWeek: (day: string) => string[];
  /** The first day of "this week": the week holding today in `timeZone` (the company's, else UTC). */
  thisWeekStart: (now?: Date) => string;
};

/** The company's week from its settings' `workingDays` (null or empty: Monday to Friday) and time zone. */
export function companyWeek(workingDays?: readonly number[] | null, timeZone = 'UTC'): CompanyWeek {
  const works = [...new Set(workingWeekOrDefault(workingDays))].sort((a, b) => a - b);
  const startWeekday = weekStartOf(works);
  const isWorkingDay = (day: string) => works.includes(weekdayOfDay(day));
  const weekStart = (day: string) => shiftDay(day, -((weekdayOfDay(day) - startWeekday + 7) % 7));
  const workingDaysOfWeek = (day: string) => {
    const start = weekStart(day);
    return [0, 1, 2, 3, 4, 5, 6].map((n) => shiftDay(start, n)).filter(isWorkingDay);
  };
  return {
    workingDays: works,
    isWorkingDay,
    weekStart,
    firstWorkingDay: (day) => workingDaysOfWeek(day)[0]!,
    lastWorkingDay: (day) => workingDaysOfWeek(day).at(-1)!,
    workingDaysOfWeek,
    thisWeekStart: (now = new Date()) => weekStart(dayInZone(now, timeZone)),
  };
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone; UTC for a zone this runtime does not know. */
export function dayInZone(instant: Date, timeZone = 'UTC'): string {
  try {
    // en-CA writes YYYY-MM-DD
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      instant,
    );
  } catch {
    return instant.toISOString().slice(0, 10); // an unknown zone (never stored: the API checks it) reads as UTC
  }
}
