import { useMessages } from '@timely/shared-ui';
import { Flex, theme } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, eventSpan, isAllDayRow, occursBetween, placeTimedEvents } from '../utils/calendar-dates';
import { formatDayNumber, formatHour, formatLongDay, formatWeekdayShort } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';
import { DAY_CLASS, EventButton, HOURS_CLASS } from './event-button';
import { visuallyHidden } from './visually-hidden';

const HOUR_HEIGHT = 48;
const GUTTER = 56;
/** A week's day column is never narrower: on a phone the week scrolls sideways. */
const MIN_DAY_WIDTH = 96;
const FIRST_HOUR_SHOWN = 7;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The rows above the hours keep the room of the hours' scroll bar, so their days stand over the hours' days. */
const sameGutter = { overflowY: 'hidden', scrollbarGutter: 'stable' } as const;

type TimeGridProps = {
  days: DayKey[];
  today: DayKey;
  events: readonly CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  /** A day's heading picked (the week view): that day's view. */
  onPickDay?: (day: DayKey) => void;
};

/**
 * The week and day views: the days' all-day events in a row at the top (one spanning the days it covers),
 * then the hours of the day, each timed event placed by its start and length, overlapping ones side by side.
 */
export function TimeGrid({ days, today, events, onOpen, onPickDay }: TimeGridProps) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const columns = `${GUTTER}px repeat(${days.length}, minmax(${days.length > 1 ? MIN_DAY_WIDTH : 0}px, 1fr))`;
  const allDay = events
    .filter((event) => isAllDayRow(event) && occursBetween(event, first, last))
    .sort((a, b) => eventSpan(a).first.localeCompare(eventSpan(b).first) || a.id - b.id);
  const line = `1px solid ${token.colorSplit}`;

  // open on the working day's first hours, as a paper diary does
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_HOUR_SHOWN * HOUR_HEIGHT;
  }, []);

  return (
    // relative: the visually hidden names inside stay in this scroller instead of widening the page
    <div style={{ position: 'relative', overflowX: 'auto', border: line, borderRadius: token.borderRadius }}>
      <div style={{ minWidth: days.length > 1 ? GUTTER + days.length * MIN_DAY_WIDTH : undefined }}>
        <div style={{ display: 'grid', gridTemplateColumns: columns, borderBottom: line, ...sameGutter }}>
          <div />
          {days.map((day) => (
            <DayHeading key={day} day={day} isToday={day === today} onPick={onPickDay} />
          ))}
        </div>
        <div
          role="group"
          aria-label={t('calendar.allDayRow')}
          style={{
            display: 'grid',
            gridTemplateColumns: columns,
            gridAutoFlow: 'row dense',
            gap: 2,
            padding: '2px 0',
            borderBottom: line,
            minHeight: 28,
            ...sameGutter,
          }}
        >
          <div
            aria-hidden
            style={{
              gridColumn: 1,
              gridRow: `1 / span ${Math.max(1, allDay.length)}`,
              fontSize: token.fontSizeSM,
              color: token.colorTextSecondary,
              paddingInline: 4,
              alignSelf: 'center',
            }}
          >
            {t('calendar.allDayRow')}
          </div>
          {allDay.map((event) => {
            const span = eventSpan(event);
            const from = Math.max(0, days.indexOf(span.first < first ? first : span.first));
            const to = span.last > last ? days.length - 1 : days.indexOf(span.last);
            return (
              <div key={event.id} style={{ gridColumn: `${from + 2} / ${to + 3}`, minWidth: 0, paddingInline: 2 }}>
                <EventButton event={event} shape="line" onOpen={onOpen} />
              </div>
            );
          })}
        </div>
        {/* focusable, so the keyboard can scroll the hours of a day without events (axe: scrollable-region-focusable) */}
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
      </div>
    </div>
  );
}

type DayHeadingProps = { day: DayKey; isToday: boolean; onPick?: (day: DayKey) => void };

function DayHeading({ day, isToday, onPick }: DayHeadingProps) {
  const { token } = theme.useToken();
  const content = (
    <Flex vertical align="center" style={{ padding: '4px 0' }}>
      <span aria-hidden style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {formatWeekdayShort(day)}
      </span>
      <span
        aria-hidden
        style={{
          minWidth: 28,
          lineHeight: '28px',
          borderRadius: 14,
          textAlign: 'center',
          fontWeight: token.fontWeightStrong,
          background: isToday ? token.colorPrimary : undefined,
          color: isToday ? token.colorTextLightSolid : token.colorText,
        }}
      >
        {formatDayNumber(day)}
      </span>
      <span style={visuallyHidden}>{formatLongDay(day)}</span>
    </Flex>
  );
  return onPick ? (
    <button
      type="button"
      className={DAY_CLASS}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onPick(day)}
      style={{ border: 'none', background: 'transparent', cursor: 'pointer', font: 'inherit', padding: 0 }}
    >
      {content}
    </button>
  ) : (
    <div aria-current={isToday ? 'date' : undefined}>{content}</div>
  );
}
