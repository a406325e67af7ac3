import { portalLocale, useUrlParams } from '@timely/shared-ui';
import { useMemo } from 'react';
import {
  CALENDAR_VIEWS,
  type CalendarView,
  type DayKey,
  firstDayOfWeek,
  isDayKey,
  todayKey,
} from '../utils/calendar-dates';
import { viewTitle } from '../utils/calendar-format';

/**
 * The view and the day shown, kept in the URL (`?view=week&date=2026-11-23`); without them, today's month.
 * `go` moves to another view or day, keeping what it does not name.
 */
export function useCalendarPosition() {
  const params = useUrlParams<'view' | 'date'>();
  const today = todayKey();
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(params.get('view'))
    ? (params.get('view') as CalendarView)
    : 'month';
  const day: DayKey = isDayKey(params.get('date')) ? params.get('date') : today;
  const locale = portalLocale();
  const firstDay = useMemo(() => firstDayOfWeek(locale), [locale]);
  const title = viewTitle(view, day, firstDay);
  const go = (next: { view?: CalendarView; date?: DayKey }) =>
    params.set({ view: next.view ?? view, date: next.date ?? day });
  return { today, view, day, firstDay, title, go };
}
