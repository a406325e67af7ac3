import { queryKeys, toApiError, useApiClient } from '@timely/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { markAllNotificationsRead, markNotificationRead } from './api/notifications-api';

/** Mark one or all read; the bell, the dropdown and the notifications page all refresh from the server. */
export function useNotificationActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  const fail = (error: unknown) =>
    void message.error(`Could not update your notifications: ${toApiError(error).message}`);
  const markRead = useMutation({
    mutationFn: (id: string) => markNotificationRead(client, id),
    onSuccess: refresh,
    onError: fail,
  });
  const markAllRead = useMutation({
    mutationFn: () => markAllNotificationsRead(client),
    onSuccess: refresh,
    onError: fail,
  });
  return {
    markRead: (id: string) => markRead.mutateAsync(id).catch(() => undefined),
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
  };
}
