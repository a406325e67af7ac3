import type { NotificationsQuery } from '@timely/contract';
import { queryKeys, useApiClient } from '@timely/shared-auth';
import { keepPreviousData } from '@tanstack/react-query';
import { useEagerQuery } from '@timely/shared-ui';
import { getNotifications } from './api/notifications-api';

/** A page of the user's notifications; the bell polls so news arrives without a reload. */
export function useNotifications(query: NotificationsQuery, options: { poll?: boolean } = {}) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: [...queryKeys.notifications, query],
    queryFn: () => getNotifications(client, query),
    placeholderData: keepPreviousData,
    refetchInterval: options.poll ? 60_000 : false,
  });
}
