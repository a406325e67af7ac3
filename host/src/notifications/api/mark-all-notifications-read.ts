import { useMessages } from '@timely/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstPagePaths, markAllReadResponseSchema } from '@timely/contract/first-page';
import { queryKeys, useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { hostMessages } from '../../messages/messages';

/** Answers how many notifications it marked read. */
export async function markAllNotificationsRead(client: AxiosInstance): Promise<number> {
  const response = await client.post(firstPagePaths.notifications.readAll);
  return markAllReadResponseSchema.parse(response.data).updated;
}

/** Marks every notification read; the bell, the dropdown and the notifications page all refresh from the server. */
export function useMarkAllNotificationsRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(hostMessages);
  return useMutation({
    mutationFn: () => markAllNotificationsRead(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
    onError: (error) => void message.error(t('notifications.updateFailed', { reason: errorText(error) })),
  });
}
