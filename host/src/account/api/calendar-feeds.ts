import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  calendarFeedLinksSchema,
  calendarFeedsStatusSchema,
  type CalendarFeedLinks,
  type CalendarFeedsStatus,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { accountKeys } from './account-query-keys';

/** Whether the user has calendar feed addresses, since when and when a calendar app last read one. */
export async function getCalendarFeeds(client: AxiosInstance): Promise<CalendarFeedsStatus> {
  return calendarFeedsStatusSchema.parse((await client.get(apiPaths.meCalendarFeeds)).data);
}

export function useCalendarFeeds() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: accountKeys.calendarFeeds, queryFn: () => getCalendarFeeds(client) }));
}

/** New addresses (earlier ones stop); the answer is the only time they are shown. */
export async function createCalendarFeeds(client: AxiosInstance): Promise<CalendarFeedLinks> {
  return calendarFeedLinksSchema.parse((await client.post(apiPaths.meCalendarFeeds)).data);
}

export async function stopCalendarFeeds(client: AxiosInstance): Promise<void> {
  await client.delete(apiPaths.meCalendarFeeds);
}

/** Create (or replace) and stop the addresses; the card's status is asked again after either. */
export function useCalendarFeedActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.calendarFeeds });
  const create = useMutation({ mutationFn: () => createCalendarFeeds(client), onSuccess: refresh });
  const stop = useMutation({ mutationFn: () => stopCalendarFeeds(client), onSuccess: refresh });
  return { create, stop };
}
