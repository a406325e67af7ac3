import { apiPaths, taskStructureSchema, type TaskStructure } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function removeTaskRelation(
  client: AxiosInstance,
  taskId: string,
  relationId: string,
): Promise<TaskStructure> {
  return taskStructureSchema.parse((await client.delete(apiPaths.tasks.relation(taskId, relationId))).data);
}

export function useRemoveTaskRelation(taskId: string) {
  return useProjectMutation((client, relationId: string) => removeTaskRelation(client, taskId, relationId));
}
