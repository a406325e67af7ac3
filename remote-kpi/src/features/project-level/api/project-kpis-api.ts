import { apiPaths, projectKpiPageSchema, type ProjectKpiPage } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getProjectKpis(
  client: AxiosInstance,
  params: { month: string; page: number; perPage: number; search: string },
): Promise<ProjectKpiPage> {
  const { data } = await client.get(apiPaths.kpis.projects, {
    params: { ...params, search: params.search || undefined },
  });
  return projectKpiPageSchema.parse(data);
}
