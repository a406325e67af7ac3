import { apiPaths, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function deleteTask(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiPaths.tasks.byId(id));
}

export function useDeleteTask() {
  return useProjectMutation((client, task: Task) => deleteTask(client, task._id));
}
