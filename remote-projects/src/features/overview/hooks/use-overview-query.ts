import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/** One widget's data: its own query (key under 'overview'), so each loads, fails and retries on its own. */
export function useOverviewQuery<T>(key: readonly unknown[], fetcher: (client: AxiosInstance) => Promise<T>, enabled = true) {
  const client = useApiClient();
  return useQuery({ queryKey: ['overview', ...key], queryFn: () => fetcher(client), enabled });
}
