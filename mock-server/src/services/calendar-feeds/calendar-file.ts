import ical from 'ical-generator';
import type { CalendarFeed } from '@timely/contract';
import type { Messages } from '../../messages/messages.js';
import type { CalendarEntry } from './calendar-events.js';

const DAY_MS = 86_400_000;
/** How often a calendar app should ask again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/** A day (YYYY-MM-DD) as the UTC midnight ical-generator writes as a DATE value for an all-day event. */
const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * The feed as an iCalendar file (RFC 5545): all-day events, each end the day after its last (DTEND is
 * exclusive), stable UIDs and stamps so a calendar app updates an event in place instead of adding it again.
 */
export function calendarFile(
  feed: CalendarFeed,
  entries: CalendarEntry[],
  messages: Messages,
  portalUrl: string,
): string {
  const calendar = ical({
    name: messages[`calendar.name.${feed}`],
    prodId: { company: 'Timely', product: 'Timely', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.uid}@timely`,
      allDay: true,
      start: dayOf(entry.from),
      end: new Date(dayOf(entry.to).getTime() + DAY_MS),
      stamp: entry.changedAt,
      summary: entry.summary,
      description: entry.description,
      url: entry.path ? `${portalUrl}${entry.path}` : undefined,
    });
  }
  return calendar.toString();
}
