import { theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, eventSpan, isAllDayRow, occursBetween } from '../utils/calendar-dates';
import { AllDayRow } from './all-day-row';
import { DayHeading } from './day-heading';
import { TimeGridHours } from './time-grid-hours';
import { GUTTER, MIN_DAY_WIDTH, sameGutter } from './time-grid-sizes';

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
  const { token } = theme.useToken();
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const columns = `${GUTTER}px repeat(${days.length}, minmax(${days.length > 1 ? MIN_DAY_WIDTH : 0}px, 1fr))`;
  const allDay = events
    .filter((event) => isAllDayRow(event) && occursBetween(event, first, last))
    .sort((a, b) => eventSpan(a).first.localeCompare(eventSpan(b).first) || a.id - b.id);
  const line = `1px solid ${token.colorSplit}`;

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
        <AllDayRow days={days} allDay={allDay} columns={columns} line={line} onOpen={onOpen} />
        <TimeGridHours days={days} today={today} events={events} columns={columns} line={line} onOpen={onOpen} />
      </div>
    </div>
  );
}
