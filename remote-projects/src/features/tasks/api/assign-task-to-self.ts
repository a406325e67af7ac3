import { apiPaths, taskSchema, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function assignTaskToSelf(client: AxiosInstance, id: string): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.tasks.assignSelf(id))).data);
}

/** Takes an unassigned task. */
export function useAssignTaskToSelf() {
  return useProjectMutation((client, task: Task) => assignTaskToSelf(client, task._id));
}
