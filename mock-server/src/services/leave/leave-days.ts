/**
 * Working-day arithmetic for leave, pure (no database): a day counts when it is in the company's working
 * week (Monday to Friday unless its settings say otherwise) and not one of its public holidays; a half day at the start or the end counts 0.5.
 */

export type DayPart = { day: string; amount: number };
export type LeaveSpan = { fromDate: string; toDate: string; halfDayStart: boolean; halfDayEnd: boolean };

import { addDays, daysBetween, isWorkingWeekday } from '../calendar-days.js';

export const addIsoDays = addDays;

/** A day outside the company's working week (`holidays` a CompanyDays; a plain set means Monday to Friday). */
function isWeekend(day: string, holidays: ReadonlySet<string> = new Set()): boolean {
  return !isWorkingWeekday(day, holidays);
}

/** Each working day the span takes, with how much of it (1 or 0.5). */
export function leaveDayParts(span: LeaveSpan, holidays: ReadonlySet<string>): DayPart[] {
  const parts: DayPart[] = [];
  for (const day of daysBetween(span.fromDate, span.toDate)) {
    if (isWeekend(day, holidays) || holidays.has(day)) continue;
    const half = (day === span.fromDate && span.halfDayStart) || (day === span.toDate && span.halfDayEnd);
    parts.push({ day, amount: half ? 0.5 : 1 });
  }
  return parts;
}

export function countLeaveDays(span: LeaveSpan, holidays: ReadonlySet<string>): number {
  return leaveDayParts(span, holidays).reduce((sum, part) => sum + part.amount, 0);
}

/** The days of `parts` that fall in [from, to]. */
export function partsWithin(parts: DayPart[], from: string, to: string): DayPart[] {
  return parts.filter((part) => part.day >= from && part.day <= to);
}
