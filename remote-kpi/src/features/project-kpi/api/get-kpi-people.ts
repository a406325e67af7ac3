import { queryOptions } from '@tanstack/react-query';
import { apiPaths, kpiPeopleSchema, type KpiPeople } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function getKpiPeople(client: AxiosInstance, projectId: string): Promise<KpiPeople['items']> {
  const { data } = await client.get(apiPaths.kpis.projectPeople(projectId));
  return kpiPeopleSchema.parse(data).items;
}

/** Peers for the thought-leadership teammate picker, the project's team first. */
export function kpiPeopleQuery(client: AxiosInstance, projectId: string) {
  return queryOptions({
    queryKey: kpiKeys.people(projectId),
    queryFn: async () =>
      (await getKpiPeople(client, projectId)).sort((a, b) => Number(b.onProject) - Number(a.onProject)),
    staleTime: 5 * 60_000,
  });
}

export function useKpiPeople(projectId: string, enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...kpiPeopleQuery(client, projectId), enabled });
}
