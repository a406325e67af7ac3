import { useMessages } from '@timely/shared-ui';
import { Typography } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { type DayKey, eventsOn } from '../utils/calendar-dates';
import { formatLongDay } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';
import { EventButton } from './event-button';

/** On a phone, the chosen day's events listed below the month. */
export function ChosenDayEvents({
  day,
  events,
  onOpen,
}: {
  day: DayKey;
  events: readonly CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
}) {
  const t = useMessages(calendarMessages);
  const chosenEvents = eventsOn(events, day);
  return (
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
  );
}
