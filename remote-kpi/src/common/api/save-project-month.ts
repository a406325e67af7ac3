import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, projectKpiDetailSchema, type ProjectKpiDetail, type ProjectKpiMonthBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from './kpi-query-keys';

export async function saveProjectMonth(
  client: AxiosInstance,
  projectId: string,
  month: string,
  body: ProjectKpiMonthBody,
): Promise<ProjectKpiDetail> {
  const { data } = await client.put(apiPaths.kpis.projectMonth(projectId, month), body);
  return projectKpiDetailSchema.parse(data);
}

/** Saves one project's month; every KPI view refreshes (tables, org health, the project page). */
export function useSaveProjectMonth(projectId: string, month: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectKpiMonthBody) => saveProjectMonth(client, projectId, month, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiKeys.all }),
  });
}
