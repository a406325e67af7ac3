import {
  apiPaths,
  kpiPeopleSchema,
  projectKpiDetailSchema,
  type KpiPeople,
  type ProjectKpiDetail,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getProjectKpi(
  client: AxiosInstance,
  projectId: string,
  month: string,
): Promise<ProjectKpiDetail> {
  const { data } = await client.get(apiPaths.kpis.project(projectId), { params: { month } });
  return projectKpiDetailSchema.parse(data);
}

export async function getKpiPeople(client: AxiosInstance, projectId: string): Promise<KpiPeople['items']> {
  const { data } = await client.get(apiPaths.kpis.projectPeople(projectId));
  return kpiPeopleSchema.parse(data).items;
}
