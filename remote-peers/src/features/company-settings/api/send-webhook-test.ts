import { useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema, webhookPaths, type WebhookDelivery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Sends a `ping` now; answered with the delivery once tried. */
export async function sendWebhookTest(client: AxiosInstance, id: string): Promise<WebhookDelivery> {
  return webhookDeliverySchema.parse((await client.post(webhookPaths.test(id))).data);
}

/** Sends a test, then shows it in the webhook's log. */
export function useSendWebhookTest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string) => {
    const delivery = await sendWebhookTest(client, id);
    await queryClient.invalidateQueries({ queryKey: peersKeys.webhookDeliveries(id) });
    return delivery;
  };
}
