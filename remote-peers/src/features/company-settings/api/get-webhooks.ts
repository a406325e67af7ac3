import { queryOptions } from '@tanstack/react-query';
import { webhookListSchema, webhookPaths, type WebhookList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getWebhooks(client: AxiosInstance): Promise<WebhookList> {
  return webhookListSchema.parse((await client.get(webhookPaths.list)).data);
}

/** The company's webhooks (never their secrets). */
export function useWebhooks() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: peersKeys.webhooks, queryFn: () => getWebhooks(client) }));
}
