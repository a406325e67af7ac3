import { apiPaths } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** The sample sprint plan as CSV text, to save as a file. */
export async function getImportSample(client: AxiosInstance, sprintId: string): Promise<string> {
  return String((await client.get(apiPaths.sprints.tasksImportSample(sprintId), { responseType: 'text' })).data);
}
