import { apiPaths, bulkTasksResponseSchema, type BulkTasksBody, type BulkTasksResponse } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function bulkEditTasks(
  client: AxiosInstance,
  projectId: string,
  body: BulkTasksBody,
): Promise<BulkTasksResponse> {
  return bulkTasksResponseSchema.parse((await client.post(apiPaths.projects.tasksBulk(projectId), body)).data);
}

/** One change to many tasks of the project (sprint, status, assignee…). */
export function useBulkEditTasks(projectId: string) {
  return useProjectMutation((client, body: BulkTasksBody) => bulkEditTasks(client, projectId, body));
}
