import { apiPaths, taskSchema, type UpdateTaskBody, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function updateTask(client: AxiosInstance, id: string, body: UpdateTaskBody): Promise<Task> {
  return taskSchema.parse((await client.patch(apiPaths.tasks.byId(id), body)).data);
}

/** Changes a task's fields. */
export function useUpdateTask() {
  return useProjectMutation((client, { id, body }: { id: string; body: UpdateTaskBody }) =>
    updateTask(client, id, body),
  );
}
