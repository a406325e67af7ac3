import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { getFeedDigest } from '../api/feed-digest-api';

/** The feed at a glance (level3), under the feed's query keys so a new post refreshes it. */
export function useFeedDigest() {
  const client = useApiClient();
  return useEagerQuery({ queryKey: ['feeds', 'digest'], queryFn: () => getFeedDigest(client) });
}
