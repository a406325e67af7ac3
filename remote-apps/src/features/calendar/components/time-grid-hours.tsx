import { useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, placeTimedEvents } from '../utils/calendar-dates';
import { formatHour, formatLongDay } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';
import { EventButton, HOURS_CLASS } from './event-button';
import { HOUR_HEIGHT } from './time-grid-sizes';

const FIRST_HOUR_SHOWN = 7;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Props = {
  days: DayKey[];
  today: DayKey;
  events: readonly CalendarEvent[];
  columns: string;
  line: string;
  onOpen: (event: CalendarEvent) => void;
};

/** The hours of the days, scrolled on their own; each timed event placed by its start and length. */
export function TimeGridHours({ days, today, events, columns, line, onOpen }: Props) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);

  // open on the working day's first hours, as a paper diary does
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_HOUR_SHOWN * HOUR_HEIGHT;
  }, []);

  // focusable, so the keyboard can scroll the hours of a day without events (axe: scrollable-region-focusable)
  return (
    <div
      ref={scroller}
      role="region"
      aria-label={t('calendar.hours')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region the keyboard must reach
      tabIndex={0}
      className={HOURS_CLASS}
      style={{ maxHeight: 12 * HOUR_HEIGHT, overflowY: 'auto', scrollbarGutter: 'stable' }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
        <div aria-hidden>
          {HOURS.map((hour) => (
            <div
              key={hour}
              style={{
                height: HOUR_HEIGHT,
                fontSize: token.fontSizeSM,
                color: token.colorTextSecondary,
                paddingInline: 4,
                textAlign: 'end',
                transform: hour === 0 ? undefined : 'translateY(-0.6em)',
              }}
            >
              {hour === 0 ? '' : formatHour(hour)}
            </div>
          ))}
        </div>
        {days.map((day) => (
          <div
            key={day}
            role="group"
            aria-label={formatLongDay(day)}
            data-day={day}
            style={{
              position: 'relative',
              height: 24 * HOUR_HEIGHT,
              borderInlineStart: line,
              backgroundColor: day === today ? token.colorFillQuaternary : undefined,
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_HEIGHT - 1}px, ${token.colorSplit} ${HOUR_HEIGHT - 1}px, ${token.colorSplit} ${HOUR_HEIGHT}px)`,
            }}
          >
            {placeTimedEvents(events, day).map(({ event, startMinute, endMinute, lane, lanes }) => (
              <EventButton
                key={event.id}
                event={event}
                shape="block"
                onOpen={onOpen}
                style={{
                  position: 'absolute',
                  top: (startMinute / 60) * HOUR_HEIGHT,
                  height: (Math.max(endMinute - startMinute, 30) / 60) * HOUR_HEIGHT - 2,
                  insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
                  width: `calc(${100 / lanes}% - 4px)`,
                }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
