/**
 * Day arithmetic on ISO days (YYYY-MM-DD, UTC) that cannot run away: a day is turned into a number once,
 * loops count days instead of comparing strings (past 9999-12-31 `toISOString` gives "+010000-01-01", which
 * sorts below "9999-12-31"), and a walk longer than its cap throws instead of filling the memory. Inputs
 * are already limited to the product's window (contract/common.ts); the caps here are the second line.
 */

import { MONDAY_TO_FRIDAY } from '@timely/contract';

const DAY_MS = 86_400_000;
/** The longest walk day by day that any caller needs: the product window (2000–2100) and a little. */
export const MAX_WALK_DAYS = 40_000;

/**
 * Days parsed and written before, both ways: the availability screens turn the same few hundred days into
 * numbers and back hundreds of thousands of times an answer. Emptied when full, so it stays small whatever
 * days are asked; a string that is not a day is never kept.
 */
const KNOWN_DAYS_MAX = 4096;
const numberOfDay = new Map<string, number>();
const dayOfKnownNumber = new Map<number, string>();

function remember(day: string, number: number): void {
  if (numberOfDay.size >= KNOWN_DAYS_MAX) {
    numberOfDay.clear();
    dayOfKnownNumber.clear();
  }
  numberOfDay.set(day, number);
  dayOfKnownNumber.set(number, day);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day; throws on anything that is not a real calendar day. */
export function dayNumber(day: string): number {
  const known = numberOfDay.get(day);
  if (known !== undefined) return known;
  const number = parseDay(day);
  remember(day, number);
  return number;
}

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not an ISO day: ${day.slice(0, 20)}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = new Date(0).setUTCFullYear(year, month - 1, date);
  const parsed = new Date(time);
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== date)
    throw new RangeError(`not a calendar day: ${day}`);
  return Math.round(time / DAY_MS);
}

/** The YYYY-MM-DD day of a day number; throws outside years 0000–9999, which the format cannot hold. */
function dayOfNumber(number: number): string {
  const known = dayOfKnownNumber.get(number);
  if (known !== undefined) return known;
  const day = writeDay(number);
  remember(day, number);
  return day;
}

function writeDay(number: number): string {
  const date = new Date(number * DAY_MS);
  const year = date.getUTCFullYear();
  if (!Number.isInteger(number) || year < 0 || year > 9999) throw new RangeError(`day out of range: ${number}`);
  return `${String(year).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Days from `from` to `to` (0 on the same day, negative when `to` is earlier). */
export function dayCount(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Every day from..to, both included (none when `to` is earlier); throws past `max` days. */
export function daysBetween(from: string, to: string, max = MAX_WALK_DAYS): string[] {
  const first = dayNumber(from);
  const count = dayNumber(to) - first + 1;
  if (count > max) throw new RangeError(`a walk of ${count} days (${from} to ${to}) is longer than ${max}`);
  return Array.from({ length: Math.max(0, count) }, (_, index) => dayOfNumber(first + index));
}

/**
 * Calls `visit` with every day from..to, both included, and its weekday (0 Sunday … 6 Saturday), without
 * building the list: the availability screens walk a thousand people's weeks an answer. Throws past `max` days.
 */
export function forEachDay(
  from: string,
  to: string,
  visit: (day: string, weekday: number) => void,
  max = MAX_WALK_DAYS,
): void {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (last - first + 1 > max)
    throw new RangeError(`a walk of ${last - first + 1} days (${from} to ${to}) is longer than ${max}`);
  for (let number = first; number <= last; number += 1) visit(dayOfNumber(number), weekdayOfNumber(number));
}

const weekdayOfNumber = (number: number): number => (((number + 4) % 7) + 7) % 7;

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return weekdayOfNumber(dayNumber(day));
}

/** The working week when a company has not said otherwise: the contract's, Monday to Friday. */
export { MONDAY_TO_FRIDAY };

/**
 * A company's non-working calendar: its public holidays (the set's days) and its working week
 * (`companies.working_days`). Every count of working days takes one of these; a plain set of holidays
 * means a Monday-to-Friday week.
 */
export class CompanyDays extends Set<string> {
  readonly workingWeek: readonly number[];
  constructor(holidays: Iterable<string> = [], workingWeek: readonly number[] = MONDAY_TO_FRIDAY) {
    super(holidays);
    this.workingWeek = workingWeek;
  }
}

/** The weekdays (0 Sunday … 6 Saturday) the company works. */
export function workingWeekOf(days: ReadonlySet<string>): readonly number[] {
  return days instanceof CompanyDays ? days.workingWeek : MONDAY_TO_FRIDAY;
}

/** Is `day` a day of the company's working week? (Public holidays are not looked at.) */
export function isWorkingWeekday(day: string, days: ReadonlySet<string>): boolean {
  return workingWeekOf(days).includes(weekdayOf(day));
}

/** A day of the company's working week that is not one of its public holidays. */
export function isWorkingDay(day: string, days: ReadonlySet<string>): boolean {
  return isWorkingWeekday(day, days) && !days.has(day);
}
