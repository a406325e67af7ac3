import { queryOptions } from '@tanstack/react-query';
import { demoApiPaths, demoTodosResponseSchema, type DemoTask } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { todoKeys } from './todo-query-keys';

export async function getTodos(client: AxiosInstance, filter: string): Promise<DemoTask[]> {
  const response = await client.get(demoApiPaths.todos, { params: { filter } });
  return demoTodosResponseSchema.parse(response.data);
}

export function todosQuery(client: AxiosInstance, filter: string) {
  return queryOptions({ queryKey: todoKeys.list(filter), queryFn: () => getTodos(client, filter) });
}

/** One filter's tasks, newest first, as the demo API serves them. */
export function useTodos(filter: string) {
  const client = useApiClient();
  return useEagerQuery(todosQuery(client, filter));
}
