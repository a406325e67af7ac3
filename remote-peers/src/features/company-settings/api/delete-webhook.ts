import { useQueryClient } from '@tanstack/react-query';
import { webhookPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Deletes a webhook and its delivery log. */
export async function deleteWebhook(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(webhookPaths.one(id));
}

export function useDeleteWebhook() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string) => {
    await deleteWebhook(client, id);
    await queryClient.invalidateQueries({ queryKey: peersKeys.webhooks });
  };
}
