import { queryOptions } from '@tanstack/react-query';
import {
  firstPagePaths,
  plannedVsActualSchema,
  type PlannedVsActual,
  type PlannedVsActualQuery,
} from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

export async function getPlannedVsActual(
  client: AxiosInstance,
  params: PlannedVsActualQuery,
): Promise<PlannedVsActual> {
  return plannedVsActualSchema.parse((await client.get(firstPagePaths.overview.plannedVsActual, { params })).data);
}

export function plannedVsActualQuery(client: AxiosInstance, params: PlannedVsActualQuery) {
  return queryOptions({
    queryKey: overviewKeys.plannedVsActual(params),
    queryFn: () => getPlannedVsActual(client, params),
  });
}

/** Per sprint of one project: tasks planned against tasks completed. */
export function usePlannedVsActual(params: PlannedVsActualQuery, enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...plannedVsActualQuery(client, params), enabled });
}
