import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, workModeWeekSchema, type WorkModeWeek } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

export async function getWorkModeWeek(client: AxiosInstance): Promise<WorkModeWeek> {
  return workModeWeekSchema.parse((await client.get(firstPagePaths.overview.week)).data);
}

export function workModeWeekQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: overviewKeys.week, queryFn: () => getWorkModeWeek(client) });
}

/** This week, Monday to Friday: office, WFH and field among those at work each day. */
export function useWorkModeWeek() {
  const client = useApiClient();
  return useEagerQuery(workModeWeekQuery(client));
}
