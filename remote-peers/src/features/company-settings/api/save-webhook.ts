import { useQueryClient } from '@tanstack/react-query';
import {
  webhookPaths,
  webhookSchema,
  webhookWithSecretSchema,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookWithSecret,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Adds a webhook (answered with its secret, this once). */
export async function createWebhook(client: AxiosInstance, body: CreateWebhookBody): Promise<WebhookWithSecret> {
  return webhookWithSecretSchema.parse((await client.post(webhookPaths.list, body)).data);
}

/** Changes a webhook's address, events, format or whether it is on. */
export async function updateWebhook(client: AxiosInstance, id: string, body: UpdateWebhookBody): Promise<Webhook> {
  return webhookSchema.parse((await client.patch(webhookPaths.one(id), body)).data);
}

/** Saves (a refused save throws, for the form to show), then refreshes the list. */
export function useSaveWebhook() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return {
    create: async (body: CreateWebhookBody) => {
      const made = await createWebhook(client, body);
      await queryClient.invalidateQueries({ queryKey: peersKeys.webhooks });
      return made;
    },
    update: async (id: string, body: UpdateWebhookBody) => {
      const saved = await updateWebhook(client, id, body);
      await queryClient.invalidateQueries({ queryKey: peersKeys.webhooks });
      return saved;
    },
  };
}
