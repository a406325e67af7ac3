/** Month helpers: a month is `YYYY-MM` in the API and its first day (`YYYY-MM-01`) in the database. */

export function monthStart(month: string): string {
  return `${month}-01`;
}

/** The last day of a month, as `YYYY-MM-DD`. */
export function monthEnd(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0));
  return last.toISOString().slice(0, 10);
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** `month` shifted by `delta` months (negative for earlier). */
export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, mon - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The current month in UTC: what the TV dashboard shows. */
export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}
