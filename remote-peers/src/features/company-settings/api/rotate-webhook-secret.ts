import { useQueryClient } from '@tanstack/react-query';
import { webhookPaths, webhookWithSecretSchema, type WebhookWithSecret } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** A new secret for a webhook, answered this once; the old one stops signing. */
export async function rotateWebhookSecret(client: AxiosInstance, id: string): Promise<WebhookWithSecret> {
  return webhookWithSecretSchema.parse((await client.post(webhookPaths.secret(id))).data);
}

export function useRotateWebhookSecret() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string) => {
    const rotated = await rotateWebhookSecret(client, id);
    await queryClient.invalidateQueries({ queryKey: peersKeys.webhooks });
    return rotated;
  };
}
