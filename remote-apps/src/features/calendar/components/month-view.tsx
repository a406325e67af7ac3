import { useMessages } from '@timely/shared-ui';
import { Flex, Typography, theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, eventsOn, monthWeeks } from '../utils/calendar-dates';
import { formatDayNumber, formatLongDay, formatWeekdayLong, formatWeekdayShort } from '../utils/calendar-format';
import { labelLook } from '../utils/calendar-labels';
import { calendarMessages } from '../messages/messages';
import { DAY_CLASS, EventButton } from './event-button';
import { MoreEvents } from './more-events';
import { visuallyHidden } from './visually-hidden';

/** Events shown in a day of the month before "+N more". */
const EVENTS_PER_DAY = 2;

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
  const chosenEvents = compact ? eventsOn(events, day) : [];
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
              {week.map((cellDay) => {
                const inMonth = cellDay.slice(0, 7) === month;
                const dayEvents = eventsOn(events, cellDay);
                const isToday = cellDay === today;
                const chosen = compact && cellDay === day;
                return (
                  <td
                    key={cellDay}
                    data-day={cellDay}
                    style={{
                      position: 'relative',
                      verticalAlign: 'top',
                      height: compact ? 52 : 112,
                      padding: 2,
                      border: `1px solid ${token.colorSplit}`,
                      background: chosen
                        ? token.colorPrimaryBg
                        : inMonth
                          ? token.colorBgContainer
                          : token.colorFillQuaternary,
                    }}
                  >
                    <DayButton
                      day={cellDay}
                      isToday={isToday}
                      inMonth={inMonth}
                      chosen={chosen}
                      count={dayEvents.length}
                      onPick={onPickDay}
                    />
                    {compact ? (
                      <Flex justify="center" gap={2} wrap aria-hidden style={{ marginTop: 2 }}>
                        {dayEvents.slice(0, 3).map((event) => (
                          <span
                            key={event.id}
                            style={{
                              width: 6,
                              height: 6,
                              borderRadius: '50%',
                              background: labelLook(event.label, token).color,
                            }}
                          />
                        ))}
                      </Flex>
                    ) : (
                      <Flex vertical gap={2} style={{ marginTop: 2 }}>
                        {dayEvents.slice(0, EVENTS_PER_DAY).map((event) => (
                          <EventButton key={event.id} event={event} shape="line" onOpen={onOpen} />
                        ))}
                        {dayEvents.length > EVENTS_PER_DAY && (
                          <MoreEvents day={cellDay} events={dayEvents.slice(EVENTS_PER_DAY)} onOpen={onOpen} />
                        )}
                      </Flex>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {compact && (
        <section aria-label={t('calendar.day.events', { day: formatLongDay(day) })} style={{ marginTop: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {formatLongDay(day)}
          </Typography.Title>
          {chosenEvents.length === 0 ? (
            <Typography.Text type="secondary">{t('calendar.day.none')}</Typography.Text>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {chosenEvents.map((event) => (
                <li key={event.id}>
                  <EventButton event={event} shape="block" onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

type DayButtonProps = {
  day: DayKey;
  isToday: boolean;
  inMonth: boolean;
  chosen: boolean;
  count: number;
  onPick: (day: DayKey) => void;
};

/** The day's number: a button to the day (its view, or its list on a phone), named by the full date. */
function DayButton({ day, isToday, inMonth, chosen, count, onPick }: DayButtonProps) {
  const { token } = theme.useToken();
  const t = useMessages(calendarMessages);
  const size = 24;
  return (
    <Flex justify="center">
      <button
        type="button"
        onClick={() => onPick(day)}
        aria-current={isToday ? 'date' : undefined}
        aria-pressed={chosen || undefined}
        style={{
          minWidth: size,
          height: size,
          padding: '0 4px',
          border: 'none',
          borderRadius: size / 2,
          cursor: 'pointer',
          font: 'inherit',
          fontSize: token.fontSizeSM,
          fontWeight: isToday ? token.fontWeightStrong : undefined,
          background: isToday ? token.colorPrimary : 'transparent',
          color: isToday ? token.colorTextLightSolid : inMonth ? token.colorText : token.colorTextSecondary,
        }}
        className={DAY_CLASS}
      >
        <span aria-hidden>{formatDayNumber(day)}</span>
        <span style={visuallyHidden}>{t('calendar.day.name', { day: formatLongDay(day), count })}</span>
      </button>
    </Flex>
  );
}
