import { queryOptions } from '@tanstack/react-query';
import { apiPaths, projectKpiDetailSchema, type ProjectKpiDetail } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function getProjectKpi(
  client: AxiosInstance,
  projectId: string,
  month: string,
): Promise<ProjectKpiDetail> {
  const { data } = await client.get(apiPaths.kpis.project(projectId), { params: { month } });
  return projectKpiDetailSchema.parse(data);
}

export function projectKpiQuery(client: AxiosInstance, projectId: string, month: string) {
  return queryOptions({
    queryKey: kpiKeys.project(projectId, month),
    queryFn: () => getProjectKpi(client, projectId, month),
  });
}

export function useProjectKpi(projectId: string, month: string) {
  const client = useApiClient();
  return useEagerQuery(projectKpiQuery(client, projectId, month));
}
