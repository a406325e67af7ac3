import { useMessages } from '@timely/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstPagePaths, type Notification, notificationSchema } from '@timely/contract/first-page';
import { queryKeys, useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { hostMessages } from '../../messages/messages';

export async function markNotificationRead(client: AxiosInstance, id: string): Promise<Notification> {
  const response = await client.patch(firstPagePaths.notifications.read(encodeURIComponent(id)));
  return notificationSchema.parse(response.data);
}

/**
 * Marks one notification read; the bell, the dropdown and the notifications page all refresh from the
 * server. A failure is told in a message (the answered promise does not reject).
 */
export function useMarkNotificationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(hostMessages);
  const mutation = useMutation({
    mutationFn: (id: string) => markNotificationRead(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
    onError: (error) => void message.error(t('notifications.updateFailed', { reason: errorText(error) })),
  });
  return (id: string) => mutation.mutateAsync(id).catch(() => undefined);
}
