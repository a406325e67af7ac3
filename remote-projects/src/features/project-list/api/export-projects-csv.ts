import { apiPaths } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import type { ProjectListParams } from '../../../common/api/get-projects';

/** The current filter as CSV text (the token goes in the header, so no plain link can do this). */
export async function exportProjectsCsv(
  client: AxiosInstance,
  params: Omit<ProjectListParams, 'page' | 'perPage'>,
): Promise<string> {
  const { data } = await client.get(apiPaths.projects.exportCsv, {
    params: { ...params, search: params.search || undefined },
    responseType: 'text',
  });
  return String(data);
}
