import { useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, eventSpan } from '../utils/calendar-dates';
import { calendarMessages } from '../messages/messages';
import { EventButton } from './event-button';
import { sameGutter } from './time-grid-sizes';

type Props = {
  days: DayKey[];
  /** The all-day events of these days, in order of their first day. */
  allDay: readonly CalendarEvent[];
  columns: string;
  line: string;
  onOpen: (event: CalendarEvent) => void;
};

/** The all-day events over the hours, each spanning the days it covers. */
export function AllDayRow({ days, allDay, columns, line, onOpen }: Props) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return (
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
  );
}
