import { apiPaths, taskSchema, type CreateSubtaskBody, type Task } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function addSubtask(client: AxiosInstance, parentId: string, body: CreateSubtaskBody): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.tasks.subtasks(parentId), body)).data);
}

export function useAddSubtask(parentId: string) {
  return useProjectMutation((client, body: CreateSubtaskBody) => addSubtask(client, parentId, body));
}
