import { useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, monthWeeks } from '../utils/calendar-dates';
import { formatWeekdayLong, formatWeekdayShort } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';
import { ChosenDayEvents } from './chosen-day-events';
import { MonthDayCell } from './month-day-cell';

type MonthViewProps = {
  day: DayKey;
  today: DayKey;
  firstDay: number;
  events: readonly CalendarEvent[];
  title: string;
  /** A phone: dots in the days and the chosen day's events listed below. */
  compact: boolean;
  onOpen: (event: CalendarEvent) => void;
  /** A day picked: the day view on a wide screen, the day's list on a phone. */
  onPickDay: (day: DayKey) => void;
};

/** The month grid: a row per week from the locale's first day, each day's events by start. */
export function MonthView({ day, today, firstDay, events, title, compact, onOpen, onPickDay }: MonthViewProps) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const weeks = monthWeeks(day, firstDay);
  const month = day.slice(0, 7);
  return (
    <>
      <table
        aria-label={t('calendar.grid.name', { title })}
        style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {weeks[0]!.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={formatWeekdayLong(weekday)}
                style={{
                  padding: '4px 0',
                  fontWeight: token.fontWeightStrong,
                  color: token.colorTextSecondary,
                  fontSize: token.fontSizeSM,
                  textAlign: 'center',
                }}
              >
                {formatWeekdayShort(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((cellDay) => (
                <MonthDayCell
                  key={cellDay}
                  cellDay={cellDay}
                  month={month}
                  day={day}
                  today={today}
                  events={events}
                  compact={compact}
                  onOpen={onOpen}
                  onPickDay={onPickDay}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {compact && <ChosenDayEvents day={day} events={events} onOpen={onOpen} />}
    </>
  );
}
