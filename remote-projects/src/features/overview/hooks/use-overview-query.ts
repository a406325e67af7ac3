import { queryKeys, useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { useEagerQuery } from '@timely/shared-ui';

/** One widget's data: its own query (key under 'overview'), so each loads, fails and retries on its own. */
export function useOverviewQuery<T>(
  key: readonly unknown[],
  fetcher: (client: AxiosInstance) => Promise<T>,
  enabled = true,
) {
  const client = useApiClient();
  return useEagerQuery({ queryKey: [...queryKeys.overview, ...key], queryFn: () => fetcher(client), enabled });
}
