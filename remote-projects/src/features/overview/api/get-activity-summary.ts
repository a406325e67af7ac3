import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, activitySummarySchema, type ActivitySummary } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

export async function getActivitySummary(client: AxiosInstance): Promise<ActivitySummary> {
  return activitySummarySchema.parse((await client.get(firstPagePaths.overview.activity)).data);
}

export function activitySummaryQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: overviewKeys.activity, queryFn: () => getActivitySummary(client) });
}

/** Projects with in-progress tasks against projects with stuck tasks. */
export function useActivitySummary() {
  const client = useApiClient();
  return useEagerQuery(activitySummaryQuery(client));
}
