import { apiPaths, taskSchema, type MoveTaskBody, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function moveTask(client: AxiosInstance, id: string, body: MoveTaskBody): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.tasks.move(id), body)).data);
}

/** Moves a task into a sprint, into the backlog or to a new rank. */
export function useMoveTask() {
  return useProjectMutation((client, { id, body }: { id: string; body: MoveTaskBody }) => moveTask(client, id, body));
}
