import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, headCountSchema, type HeadCount } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

export async function getHeadCount(client: AxiosInstance): Promise<HeadCount> {
  return headCountSchema.parse((await client.get(firstPagePaths.overview.headCount)).data);
}

export function headCountQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: overviewKeys.headCount, queryFn: () => getHeadCount(client) });
}

/** Today's active peers by where they work, and the total. */
export function useHeadCount() {
  const client = useApiClient();
  return useEagerQuery(headCountQuery(client));
}
