import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import {
  calendarFeedPaths,
  calendarFeedLinksSchema,
  calendarFeedsStatusSchema,
  type CalendarFeedLinks,
  type CalendarFeedsStatus,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
// its own key, not in accountKeys: that module travels with the sign-in page
const CALENDAR_FEEDS_KEY = ['me', 'calendar-feeds'] as const;

/** Whether the user has calendar feed addresses, since when and when a calendar app last read one. */
export async function getCalendarFeeds(client: AxiosInstance): Promise<CalendarFeedsStatus> {
  return calendarFeedsStatusSchema.parse((await client.get(calendarFeedPaths.mine)).data);
}

export function useCalendarFeeds() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: CALENDAR_FEEDS_KEY, queryFn: () => getCalendarFeeds(client) }));
}

/** New addresses (earlier ones stop); the answer is the only time they are shown. */
export async function createCalendarFeeds(client: AxiosInstance): Promise<CalendarFeedLinks> {
  return calendarFeedLinksSchema.parse((await client.post(calendarFeedPaths.mine)).data);
}

export async function stopCalendarFeeds(client: AxiosInstance): Promise<void> {
  await client.delete(calendarFeedPaths.mine);
}

/** Create (or replace) and stop the addresses; the card's status is asked again after either. */
export function useCalendarFeedActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY });
  const create = useMutation({ mutationFn: () => createCalendarFeeds(client), onSuccess: refresh });
  const stop = useMutation({ mutationFn: () => stopCalendarFeeds(client), onSuccess: refresh });
  return { create, stop };
}
