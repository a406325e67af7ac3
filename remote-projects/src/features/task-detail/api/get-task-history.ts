import { queryOptions } from '@tanstack/react-query';
import { apiPaths, taskHistoryListSchema, type TaskHistoryList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { taskDetailKeys } from './task-detail-query-keys';

export async function getTaskHistory(client: AxiosInstance, taskId: string): Promise<TaskHistoryList> {
  return taskHistoryListSchema.parse((await client.get(apiPaths.tasks.history(taskId))).data);
}

export function taskHistoryQuery(client: AxiosInstance, taskId: string) {
  return queryOptions({ queryKey: taskDetailKeys.history(taskId), queryFn: () => getTaskHistory(client, taskId) });
}

/** The task's history. */
export function useTaskHistory(taskId: string) {
  const client = useApiClient();
  return useEagerQuery(taskHistoryQuery(client, taskId));
}
