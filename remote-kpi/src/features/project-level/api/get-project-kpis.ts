import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, projectKpiPageSchema, type ProjectKpiPage } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

type ProjectKpisParams = { month: string; page: number; perPage: number; search: string };

export async function getProjectKpis(client: AxiosInstance, params: ProjectKpisParams): Promise<ProjectKpiPage> {
  const { data } = await client.get(apiPaths.kpis.projects, {
    params: { ...params, search: params.search || undefined },
  });
  return projectKpiPageSchema.parse(data);
}

export function projectKpisQuery(client: AxiosInstance, params: ProjectKpisParams) {
  return queryOptions({ queryKey: kpiKeys.projects(params), queryFn: () => getProjectKpis(client, params) });
}

/** One page of the month's project rows; the previous page stays on screen while the next loads. */
export function useProjectKpis(params: ProjectKpisParams) {
  const client = useApiClient();
  return useEagerQuery({ ...projectKpisQuery(client, params), placeholderData: keepPreviousData });
}
