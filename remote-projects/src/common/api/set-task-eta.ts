import { apiPaths, taskSchema, type TaskEtaBody, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function setTaskEta(client: AxiosInstance, id: string, body: TaskEtaBody): Promise<Task> {
  return taskSchema.parse((await client.put(apiPaths.tasks.eta(id), body)).data);
}

/** Sets a task's ETA. */
export function useSetTaskEta() {
  return useProjectMutation((client, { id, body }: { id: string; body: TaskEtaBody }) => setTaskEta(client, id, body));
}
