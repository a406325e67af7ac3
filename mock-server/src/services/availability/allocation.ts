/**
 * The arithmetic of people availability (the screens' docs in docs/), free of the database so tests can check it with
 * worked numbers. Days are ISO dates (UTC); weeks start on Monday; a working day is a day of the company's
 * working week (Monday to Friday unless its settings say otherwise), carried by the `holidays` set.
 */

import {
  addDays,
  daysBetween,
  dayCount,
  forEachDay,
  isWorkingWeekday,
  MONDAY_TO_FRIDAY,
  weekdayOf,
  workingWeekOf,
} from '../calendar-days.js';

const DAY_HOURS = 8;

/** A peer's estimated hours in one sprint. */
export type SprintLoad = { startDate: string; endDate: string; hours: number };
/** An approved leave request. */
export type LeaveSpan = { fromDate: string; toDate: string; halfDayStart: boolean; halfDayEnd: boolean };

export { addDays };

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

function isWorkingDay(day: string, holidays: ReadonlySet<string> = new Set()): boolean {
  return isWorkingWeekday(day, holidays);
}

/** Hours off on each working day of the leave: 8, or 4 on a half-day start or end. */
function leaveHoursByDay(leave: LeaveSpan, holidays: ReadonlySet<string> = new Set()): Map<string, number> {
  const hours = new Map<string, number>();
  for (const day of daysBetween(leave.fromDate, leave.toDate)) {
    if (!isWorkingDay(day, holidays)) continue;
    const half = (day === leave.fromDate && leave.halfDayStart) || (day === leave.toDate && leave.halfDayEnd);
    hours.set(day, half ? DAY_HOURS / 2 : DAY_HOURS);
  }
  return hours;
}

/**
 * 8 h for each working day of the week (40 h for Monday to Friday) less the hours off that week: a public
 * holiday on a working day takes 8 h, approved leave takes its hours; a day that is both counts once (the larger).
 */
export function weekCapacity(weekStart: string, leaves: readonly LeaveSpan[], holidays: ReadonlySet<string>): number {
  return capacityBetween(weekStart, addDays(weekStart, 6), leaves, holidays);
}

/**
 * The same arithmetic over any span of days, both ends included (a sprint's dates, issue #49): 8 h for
 * each working day less holidays and approved leave.
 */
export function capacityBetween(
  from: string,
  to: string,
  leaves: readonly LeaveSpan[],
  holidays: ReadonlySet<string>,
): number {
  return capacityWith(from, to, hoursOff(leaves, holidays), holidays);
}

/** The hours off of each working day that some approved leave takes (the larger where two overlap). */
function hoursOff(leaves: readonly LeaveSpan[], holidays: ReadonlySet<string>): Map<string, number> {
  const off = new Map<string, number>();
  for (const leave of leaves) {
    for (const [day, hours] of leaveHoursByDay(leave, holidays)) off.set(day, Math.max(off.get(day) ?? 0, hours));
  }
  return off;
}

function capacityWith(
  from: string,
  to: string,
  off: ReadonlyMap<string, number>,
  holidays: ReadonlySet<string>,
): number {
  const workingWeek = workingWeekOf(holidays);
  let capacity = 0;
  forEachDay(from, to, (day, weekday) => {
    if (!workingWeek.includes(weekday)) return;
    capacity += DAY_HOURS - Math.max(holidays.has(day) ? DAY_HOURS : 0, off.get(day) ?? 0);
  });
  return Math.max(0, capacity);
}

/**
 * The part of a sprint's hours that falls in the week: all of it for a sprint inside the week; a sprint
 * over several weeks spreads its hours evenly over its working days.
 */
export function sprintHoursInWeek(
  sprint: SprintLoad,
  weekStart: string,
  workingWeek: readonly number[] = MONDAY_TO_FRIDAY,
): number {
  const weekEnd = addDays(weekStart, 6);
  if (sprint.endDate < weekStart || sprint.startDate > weekEnd) return 0;
  // counted, not listed: a long sprint costs the same as a short one for every week of every peer
  const working = workingDaysIn(sprint.startDate, sprint.endDate, workingWeek);
  const [from, to] = [
    sprint.startDate > weekStart ? sprint.startDate : weekStart,
    sprint.endDate < weekEnd ? sprint.endDate : weekEnd,
  ];
  if (working === 0)
    return (sprint.hours * (dayCount(from, to) + 1)) / (dayCount(sprint.startDate, sprint.endDate) + 1);
  return (sprint.hours * workingDaysIn(from, to, workingWeek)) / working;
}

/** Days of the working week (Monday to Friday by default) from..to, both included, counted by whole weeks (no walk). */
function workingDaysIn(from: string, to: string, workingWeek: readonly number[] = MONDAY_TO_FRIDAY): number {
  const days = dayCount(from, to) + 1;
  if (days <= 0) return 0;
  // the week as seven bits (bit 0 Sunday): counted without a set, for every sprint of every peer's weeks
  let works = 0;
  for (const weekday of workingWeek) works |= 1 << weekday;
  let perWeek = 0;
  for (let weekday = 0; weekday < 7; weekday += 1) perWeek += (works >> weekday) & 1;
  let working = Math.floor(days / 7) * perWeek;
  const start = weekdayOf(from);
  for (let extra = 0; extra < days % 7; extra += 1) working += (works >> ((start + extra) % 7)) & 1;
  return working;
}

/** Hours ÷ capacity in percent, one decimal; null when there is no capacity (away all week). */
export function allocationPercent(hours: number, capacity: number): number | null {
  if (capacity <= 0) return null;
  return Math.round((hours / capacity) * 1000) / 10;
}

export type WeekLoad = { weekStart: string; hours: number; capacity: number; allocation: number | null };

/** One peer's weeks: the cells of the heatmap. */
export function weeklyLoad(
  weeks: readonly string[],
  sprints: readonly SprintLoad[],
  leaves: readonly LeaveSpan[],
  holidays: ReadonlySet<string>,
): WeekLoad[] {
  const workingWeek = workingWeekOf(holidays);
  // the leave's hours off, day by day, worked out once for all the weeks
  const off = hoursOff(leaves, holidays);
  return weeks.map((weekStart) => {
    const hours =
      Math.round(sprints.reduce((sum, sprint) => sum + sprintHoursInWeek(sprint, weekStart, workingWeek), 0) * 100) /
      100;
    const capacity = capacityWith(weekStart, addDays(weekStart, 6), off, holidays);
    return { weekStart, hours, capacity, allocation: allocationPercent(hours, capacity) };
  });
}

export const READY_THRESHOLD = 50;

/** Allocation over several weeks together (hours ÷ capacity summed), as "ready to on-board" reads it. */
export function combinedAllocation(weeks: readonly WeekLoad[]): number | null {
  const hours = weeks.reduce((sum, week) => sum + week.hours, 0);
  const capacity = weeks.reduce((sum, week) => sum + week.capacity, 0);
  return allocationPercent(hours, capacity);
}

/** The first week from which the peer is under the threshold (today if this week already is); null if none. */
export function freeFrom(weeks: readonly WeekLoad[], today: string): string | null {
  const week = weeks.find((entry) => entry.allocation !== null && entry.allocation < READY_THRESHOLD);
  if (!week) return null;
  return week.weekStart < today ? today : week.weekStart;
}
