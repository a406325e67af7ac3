import { queryOptions } from '@tanstack/react-query';
import { demoApiPaths, demoCalendarEventsResponseSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

/** Query keys of the calendar: the demo API answers every event in one list. */
const calendarKeys = {
  all: ['apps', 'calendar'] as const,
  events: () => ['apps', 'calendar', 'events'] as const,
};

/** One event as the demo API answers it: ISO start and end, a label, all day or timed. */
export type CalendarEvent = ReturnType<typeof demoCalendarEventsResponseSchema.parse>['events'][number];

export async function getCalendarEvents(client: AxiosInstance): Promise<CalendarEvent[]> {
  const response = await client.get(demoApiPaths.calendarEvents);
  return demoCalendarEventsResponseSchema.parse(response.data).events;
}

export function calendarEventsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: calendarKeys.events(), queryFn: () => getCalendarEvents(client) });
}

/** Every event of the demo calendar (read only: the demo API has no write endpoint for events). */
export function useCalendarEvents() {
  const client = useApiClient();
  return useEagerQuery(calendarEventsQuery(client));
}
