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

/** A new task in one of the project's open sprints, from that sprint's list on the planning page. */
export function useCreateSprintTask() {
  return useProjectMutation(async (client, { sprintId, body }: { sprintId: string; body: CreateTaskBody }) =>
    taskSchema.parse((await client.post(apiPaths.sprints.tasks(sprintId), body)).data),
  );
}
