import { queryOptions } from '@tanstack/react-query';
import { apiPaths, taskDetailSchema, type TaskDetail } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { taskDetailKeys } from './task-detail-query-keys';

export async function getTaskDetail(client: AxiosInstance, taskId: string): Promise<TaskDetail> {
  return taskDetailSchema.parse((await client.get(apiPaths.tasks.byId(taskId))).data);
}

export function taskDetailQuery(client: AxiosInstance, taskId: string) {
  return queryOptions({ queryKey: taskDetailKeys.detail(taskId), queryFn: () => getTaskDetail(client, taskId) });
}

/** The task with its project, sprint and team. */
export function useTaskDetail(taskId: string) {
  const client = useApiClient();
  return useEagerQuery(taskDetailQuery(client, taskId));
}
