import { dateTimeFormat, formatMonthOf } from '@timely/shared-ui';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type CalendarView, type DayKey, eventSpan, rangeOf } from './calendar-dates';

// Every date and time in the portal's locale (shared-ui's Intl formatters); days are formatted in UTC from
// their YYYY-MM-DD so they never shift, times in the viewer's own zone.

function utcDay(day: DayKey): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** "November 2026", "23 – 29 Nov 2026", "Monday, 23 November 2026". */
export function viewTitle(view: CalendarView, day: DayKey, firstDay: number, locale?: string): string {
  if (view === 'month') return formatMonthOf(day.slice(0, 7), locale);
  if (view === 'day') return formatLongDay(day, locale);
  const { from, to } = rangeOf('week', day, firstDay);
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    utcDay(from),
    utcDay(to),
  );
}

export function formatLongDay(day: DayKey, locale?: string): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}

/** "Mon" */
export function formatWeekdayShort(day: DayKey, locale?: string): string {
  return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(utcDay(day));
}

/** "Monday" */
export function formatWeekdayLong(day: DayKey, locale?: string): string {
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(utcDay(day));
}

/** "23" */
export function formatDayNumber(day: DayKey, locale?: string): string {
  return dateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(utcDay(day));
}

/** "9 AM", "09" … the hours' column of the week and day views. */
export function formatHour(hour: number, locale?: string): string {
  return dateTimeFormat(locale, { hour: 'numeric' }).format(new Date(2000, 0, 1, hour));
}

/** "09:00" */
export function formatTime(iso: string, locale?: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/**
 * When an event happens, without its day: "09:00 – 11:00"; `null` for an all-day event (the caller says
 * "All day"); with its days when it runs past one.
 */
export function formatEventTime(event: CalendarEvent, locale?: string): string | null {
  const { first, last } = eventSpan(event);
  if (event.allDay) {
    if (first === last) return null;
    return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
      utcDay(first),
      utcDay(last),
    );
  }
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (end <= start) return formatTime(event.start, locale);
  const options: Intl.DateTimeFormatOptions =
    first === last
      ? { hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return dateTimeFormat(locale, options).formatRange(start, end);
}

/** The event's whole date and time for its details: "Monday, 23 November 2026, 09:00 – 11:00". */
export function formatEventWhen(event: CalendarEvent, locale?: string): string {
  const { first, last } = eventSpan(event);
  if (event.allDay) {
    return first === last
      ? formatLongDay(first, locale)
      : dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).formatRange(utcDay(first), utcDay(last));
  }
  const start = new Date(event.start);
  const end = new Date(event.end);
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).formatRange(
    start,
    end > start ? end : start,
  );
}
