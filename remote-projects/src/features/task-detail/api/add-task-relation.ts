import { apiPaths, taskStructureSchema, type CreateTaskRelationBody, type TaskStructure } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function addTaskRelation(
  client: AxiosInstance,
  taskId: string,
  body: CreateTaskRelationBody,
): Promise<TaskStructure> {
  return taskStructureSchema.parse((await client.post(apiPaths.tasks.relations(taskId), body)).data);
}

export function useAddTaskRelation(taskId: string) {
  return useProjectMutation((client, body: CreateTaskRelationBody) => addTaskRelation(client, taskId, body));
}
