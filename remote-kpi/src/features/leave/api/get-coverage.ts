import { queryOptions } from '@tanstack/react-query';
import { apiPaths, coverageSchema, type Coverage } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function getCoverage(client: AxiosInstance, id: string): Promise<Coverage> {
  const { data } = await client.get(apiPaths.leave.coverage(id));
  return coverageSchema.parse(data);
}

export function coverageQuery(client: AxiosInstance, id: string | null) {
  return queryOptions({
    queryKey: leaveKeys.coverage(id ?? ''),
    queryFn: () => getCoverage(client, id!),
    enabled: Boolean(id),
  });
}

/** Who else is away while the request would be, and the consensus answers; null id: nothing to load. */
export function useCoverage(id: string | null) {
  const client = useApiClient();
  return useEagerQuery(coverageQuery(client, id));
}
