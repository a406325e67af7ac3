import { queryOptions } from '@tanstack/react-query';
import { apiPaths, taskCommentListSchema, type TaskCommentList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { taskDetailKeys } from './task-detail-query-keys';

export async function getTaskComments(client: AxiosInstance, taskId: string): Promise<TaskCommentList> {
  return taskCommentListSchema.parse((await client.get(apiPaths.tasks.comments(taskId))).data);
}

export function taskCommentsQuery(client: AxiosInstance, taskId: string) {
  return queryOptions({ queryKey: taskDetailKeys.comments(taskId), queryFn: () => getTaskComments(client, taskId) });
}

/** The task's comments. */
export function useTaskComments(taskId: string) {
  const client = useApiClient();
  return useEagerQuery(taskCommentsQuery(client, taskId));
}
