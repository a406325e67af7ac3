import { queryOptions } from '@tanstack/react-query';
import { webhookDeliveryListSchema, webhookPaths, type WebhookDeliveryList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getWebhookDeliveries(client: AxiosInstance, id: string): Promise<WebhookDeliveryList> {
  return webhookDeliveryListSchema.parse((await client.get(webhookPaths.deliveries(id))).data);
}

/** A webhook's last 50 deliveries, newest first. */
export function useWebhookDeliveries(id: string) {
  const client = useApiClient();
  return useEagerQuery(
    queryOptions({ queryKey: peersKeys.webhookDeliveries(id), queryFn: () => getWebhookDeliveries(client, id) }),
  );
}
