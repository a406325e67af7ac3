import { apiPaths, taskSchema, type CreateTaskBody, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { updateTask } from '../../../common/api/update-task';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

/** Creates a task in the sprint (no id) or changes the one the id names. */
export async function saveTask(
  client: AxiosInstance,
  sprintId: string,
  { id, body }: { id: string | null; body: CreateTaskBody },
): Promise<Task> {
  if (id) return updateTask(client, id, body);
  return taskSchema.parse((await client.post(apiPaths.sprints.tasks(sprintId), body)).data);
}

export function useSaveTask(sprintId: string) {
  return useProjectMutation((client, variables: { id: string | null; body: CreateTaskBody }) =>
    saveTask(client, sprintId, variables),
  );
}
