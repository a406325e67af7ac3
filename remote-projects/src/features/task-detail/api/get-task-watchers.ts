import { queryOptions } from '@tanstack/react-query';
import { apiPaths, taskWatchersSchema, type TaskWatchers } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { taskDetailKeys } from './task-detail-query-keys';

export async function getTaskWatchers(client: AxiosInstance, taskId: string): Promise<TaskWatchers> {
  return taskWatchersSchema.parse((await client.get(apiPaths.tasks.watchers(taskId))).data);
}

export function taskWatchersQuery(client: AxiosInstance, taskId: string) {
  return queryOptions({ queryKey: taskDetailKeys.watchers(taskId), queryFn: () => getTaskWatchers(client, taskId) });
}

/** Who watches the task, and whether the caller does. */
export function useTaskWatchers(taskId: string) {
  const client = useApiClient();
  return useEagerQuery(taskWatchersQuery(client, taskId));
}
