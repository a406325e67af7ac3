import { apiPaths, projectKpiDetailSchema, type ProjectKpiDetail, type ProjectKpiMonthBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function putProjectMonth(
  client: AxiosInstance,
  projectId: string,
  month: string,
  body: ProjectKpiMonthBody,
): Promise<ProjectKpiDetail> {
  const { data } = await client.put(apiPaths.kpis.projectMonth(projectId, month), body);
  return projectKpiDetailSchema.parse(data);
}
