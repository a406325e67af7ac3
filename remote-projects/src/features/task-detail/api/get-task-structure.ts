import { queryOptions } from '@tanstack/react-query';
import { apiPaths, taskStructureSchema, type TaskStructure } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

export async function getTaskStructure(client: AxiosInstance, taskId: string): Promise<TaskStructure> {
  return taskStructureSchema.parse((await client.get(apiPaths.tasks.structure(taskId))).data);
}

export function taskStructureQuery(client: AxiosInstance, taskId: string) {
  return queryOptions({ queryKey: projectKeys.taskStructure(taskId), queryFn: () => getTaskStructure(client, taskId) });
}

/** The task's parent, subtasks and links (issue #49). */
export function useTaskStructure(taskId: string) {
  const client = useApiClient();
  return useEagerQuery(taskStructureQuery(client, taskId));
}
