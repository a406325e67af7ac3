import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  firstPagePaths,
  type NotificationList,
  notificationListSchema,
  type NotificationsQuery,
} from '@timely/contract/first-page';
import { queryKeys, useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

export async function getNotifications(client: AxiosInstance, query: NotificationsQuery): Promise<NotificationList> {
  const response = await client.get(firstPagePaths.notifications.list, { params: query });
  return notificationListSchema.parse(response.data);
}

export function notificationsQuery(client: AxiosInstance, query: NotificationsQuery) {
  return queryOptions({
    queryKey: [...queryKeys.notifications, query],
    queryFn: () => getNotifications(client, query),
  });
}

/** A page of the user's notifications; the bell polls so news arrives without a reload. */
export function useNotifications(query: NotificationsQuery, options: { poll?: boolean } = {}) {
  const client = useApiClient();
  return useEagerQuery({
    ...notificationsQuery(client, query),
    placeholderData: keepPreviousData,
    refetchInterval: options.poll ? 60_000 : false,
  });
}
