import { apiPaths, taskSchema, type CreateTaskBody, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function createBacklogTask(client: AxiosInstance, projectId: string, body: CreateTaskBody): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.projects.backlog(projectId), body)).data);
}

/** A new task in the project's backlog (no sprint). */
export function useCreateBacklogTask(projectId: string) {
  return useProjectMutation((client, body: CreateTaskBody) => createBacklogTask(client, projectId, body));
}
