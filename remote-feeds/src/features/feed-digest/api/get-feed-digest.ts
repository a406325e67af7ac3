import { queryOptions } from '@tanstack/react-query';
import { apiPaths, feedDigestSchema, type FeedDigest } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

export async function getFeedDigest(client: AxiosInstance): Promise<FeedDigest> {
  const response = await client.get(apiPaths.feeds.digest);
  return feedDigestSchema.parse(response.data);
}

/** The feed at a glance (level3), under the feed's query keys so a new post refreshes it. */
export function feedDigestQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: ['feeds', 'digest'], queryFn: () => getFeedDigest(client) });
}

export function useFeedDigest() {
  const client = useApiClient();
  return useEagerQuery(feedDigestQuery(client));
}
