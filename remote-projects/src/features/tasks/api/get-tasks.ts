import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, taskPageSchema, type TaskPage, type TaskTab } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { taskKeys } from './task-query-keys';

export type TaskListParams = { tab: TaskTab; page: number; perPage: number; search: string };

export async function getTasks(
  client: AxiosInstance,
  sprintId: string,
  { tab, page, perPage, search }: TaskListParams,
): Promise<TaskPage> {
  const params = { tab, page, perPage, ...(search ? { search } : {}) };
  return taskPageSchema.parse((await client.get(apiPaths.sprints.tasks(sprintId), { params })).data);
}

export function tasksQuery(client: AxiosInstance, sprintId: string, params: TaskListParams) {
  return queryOptions({ queryKey: taskKeys.list(sprintId, params), queryFn: () => getTasks(client, sprintId, params) });
}

/** One page of the sprint's tasks (not read while the board shows them); the previous page stays on screen. */
export function useTasks(sprintId: string, params: TaskListParams, enabled = true) {
  const client = useApiClient();
  return useEagerQuery({ ...tasksQuery(client, sprintId, params), placeholderData: keepPreviousData, enabled });
}
