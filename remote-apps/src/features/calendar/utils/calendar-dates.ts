import dayjs from 'dayjs';
import type { CalendarEvent } from '../api/get-calendar-events';

/** A calendar day, `YYYY-MM-DD`, in the viewer's own time zone (timed events) or as written (all-day events). */
export type DayKey = string;

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export function isDayKey(text: string): boolean {
  return DAY_KEY.test(text) && dayjs(text).isValid() && dayjs(text).format('YYYY-MM-DD') === text;
}

export function todayKey(): DayKey {
  return dayjs().format('YYYY-MM-DD');
}

export function addDays(day: DayKey, days: number): DayKey {
  return dayjs(day).add(days, 'day').format('YYYY-MM-DD');
}

export function addMonths(day: DayKey, months: number): DayKey {
  return dayjs(day).add(months, 'month').format('YYYY-MM-DD');
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: DayKey): number {
  return dayjs(day).day();
}

type WeekInfo = { firstDay: number };
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week in `locale` (0 Sunday … 6 Saturday): Sunday in the United States, Monday in
 * Germany and Britain, Saturday in most Arabic locales, as Intl knows them. Monday, the portal's week,
 * where the browser cannot tell.
 */
export function firstDayOfWeek(locale: string | undefined): number {
  try {
    const tag = new Intl.Locale(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale) as LocaleWithWeekInfo;
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // an unknown tag: the portal's week
  }
  return 1;
}

export function startOfWeek(day: DayKey, firstDay: number): DayKey {
  return addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));
}

/** The seven days of the week holding `day`. */
export function weekOf(day: DayKey, firstDay: number): DayKey[] {
  const first = startOfWeek(day, firstDay);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The weeks (rows of seven days) the month of `day` spans, from the week of its 1st to the week of its last day. */
export function monthWeeks(day: DayKey, firstDay: number): DayKey[][] {
  const first = `${day.slice(0, 7)}-01`;
  const last = dayjs(first).endOf('month').format('YYYY-MM-DD');
  const weeks: DayKey[][] = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7)) {
    weeks.push(weekOf(start, firstDay));
  }
  return weeks;
}

/** The first and last day a view shows around `day`. */
export function rangeOf(view: CalendarView, day: DayKey, firstDay: number): { from: DayKey; to: DayKey } {
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const days = weekOf(day, firstDay);
    return { from: days[0]!, to: days[6]! };
  }
  const first = `${day.slice(0, 7)}-01`;
  return { from: first, to: dayjs(first).endOf('month').format('YYYY-MM-DD') };
}

/** The day a step of the view away: a month, a week or a day. */
export function stepOf(view: CalendarView, day: DayKey, direction: 1 | -1): DayKey {
  if (view === 'month') return addMonths(`${day.slice(0, 7)}-01`, direction);
  return addDays(day, direction * (view === 'week' ? 7 : 1));
}

/**
 * The first and last day an event covers. An all-day event keeps the days it is written for (its UTC dates,
 * the end exclusive), so it never moves with the viewer's zone; a timed one covers the viewer's days from its
 * start to just before its end.
 */
export function eventSpan(event: CalendarEvent): { first: DayKey; last: DayKey } {
  if (event.allDay) {
    const first = event.start.slice(0, 10);
    const endDay = event.end.slice(0, 10);
    const last = endDay > first ? addDays(endDay, -1) : first;
    return { first, last };
  }
  const start = dayjs(event.start);
  const end = dayjs(event.end);
  const first = start.format('YYYY-MM-DD');
  const lastMoment = end.isAfter(start) ? end.subtract(1, 'millisecond') : start;
  return { first, last: lastMoment.format('YYYY-MM-DD') };
}

export function occursOn(event: CalendarEvent, day: DayKey): boolean {
  const { first, last } = eventSpan(event);
  return first <= day && day <= last;
}

export function occursBetween(event: CalendarEvent, from: DayKey, to: DayKey): boolean {
  const { first, last } = eventSpan(event);
  return first <= to && last >= from;
}

/** Shown in the all-day row: all-day events and timed ones that run past a day. */
export function isAllDayRow(event: CalendarEvent): boolean {
  if (event.allDay) return true;
  const { first, last } = eventSpan(event);
  return first !== last;
}

/** A day's events in the order a calendar lists them: all-day and multi-day first, then by start. */
export function eventsOn(events: readonly CalendarEvent[], day: DayKey): CalendarEvent[] {
  return events
    .filter((event) => occursOn(event, day))
    .sort(
      (a, b) =>
        Number(isAllDayRow(b)) - Number(isAllDayRow(a)) ||
        dayjs(a.start).valueOf() - dayjs(b.start).valueOf() ||
        a.id - b.id,
    );
}

export type PlacedEvent = {
  event: CalendarEvent;
  /** Minutes after the day's midnight. */
  startMinute: number;
  endMinute: number;
  /** Side-by-side columns of overlapping events: this one's column, of `lanes`. */
  lane: number;
  lanes: number;
};

const SHORTEST_MINUTES = 30;

/** A day's timed events placed on its hours, overlapping ones side by side. */
export function placeTimedEvents(events: readonly CalendarEvent[], day: DayKey): PlacedEvent[] {
  const midnight = dayjs(day);
  const placed = events
    .filter((event) => !isAllDayRow(event) && occursOn(event, day))
    .map((event) => {
      const startMinute = Math.max(0, dayjs(event.start).diff(midnight, 'minute'));
      const endMinute = Math.min(24 * 60, Math.max(dayjs(event.end).diff(midnight, 'minute'), startMinute));
      return { event, startMinute, endMinute, lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute || a.event.id - b.event.id);
  let group: PlacedEvent[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const item of group) item.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of placed) {
    const shownEnd = Math.max(item.endMinute, item.startMinute + SHORTEST_MINUTES);
    if (item.startMinute >= groupEnd) closeGroup();
    const free = laneEnds.findIndex((end) => end <= item.startMinute);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = shownEnd;
    group.push(item);
    groupEnd = Math.max(groupEnd, shownEnd);
  }
  closeGroup();
  return placed;
}

/** The earliest event, to go to from a range with none. */
export function firstEventDay(events: readonly CalendarEvent[]): DayKey | undefined {
  return events.map((event) => eventSpan(event).first).sort()[0];
}
