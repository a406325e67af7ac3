import { Flex, theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, eventsOn } from '../utils/calendar-dates';
import { labelLook } from '../utils/calendar-labels';
import { DayButton } from './day-button';
import { EventButton } from './event-button';
import { MoreEvents } from './more-events';

/** Events shown in a day of the month before "+N more". */
const EVENTS_PER_DAY = 2;

type Props = {
  cellDay: DayKey;
  /** The month shown (YYYY-MM): days of the months around it are shaded. */
  month: string;
  /** The day chosen, listed below the grid on a phone. */
  day: DayKey;
  today: DayKey;
  events: readonly CalendarEvent[];
  compact: boolean;
  onOpen: (event: CalendarEvent) => void;
  onPickDay: (day: DayKey) => void;
};

/** A day of the month: its number, then its events (dots on a phone). */
export function MonthDayCell({ cellDay, month, day, today, events, compact, onOpen, onPickDay }: Props) {
  const { token } = theme.useToken();
  const inMonth = cellDay.slice(0, 7) === month;
  const dayEvents = eventsOn(events, cellDay);
  const isToday = cellDay === today;
  const chosen = compact && cellDay === day;
  return (
    <td
      data-day={cellDay}
      style={{
        position: 'relative',
        verticalAlign: 'top',
        height: compact ? 52 : 112,
        padding: 2,
        border: `1px solid ${token.colorSplit}`,
        background: chosen ? token.colorPrimaryBg : inMonth ? token.colorBgContainer : token.colorFillQuaternary,
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
}
