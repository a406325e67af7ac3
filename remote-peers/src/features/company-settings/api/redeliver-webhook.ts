import { useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema, webhookPaths, type WebhookDelivery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Sends a delivery's event again, as a new delivery; answered once tried. */
export async function redeliverWebhook(
  client: AxiosInstance,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  return webhookDeliverySchema.parse((await client.post(webhookPaths.redeliver(id, deliveryId))).data);
}

/** Redelivers, then refreshes the webhook's log. */
export function useRedeliverWebhook() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string, deliveryId: string) => {
    const delivery = await redeliverWebhook(client, id, deliveryId);
    await queryClient.invalidateQueries({ queryKey: peersKeys.webhookDeliveries(id) });
    return delivery;
  };
}
