import { queryOptions } from '@tanstack/react-query';
import { apiPaths, sprintSchema, type Sprint } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { taskKeys } from './task-query-keys';

export async function getSprint(client: AxiosInstance, id: string): Promise<Sprint> {
  return sprintSchema.parse((await client.get(apiPaths.sprints.byId(id))).data);
}

export function sprintQuery(client: AxiosInstance, id: string) {
  return queryOptions({ queryKey: taskKeys.sprint(id), queryFn: () => getSprint(client, id) });
}

/** The sprint (name, status, rights). */
export function useSprint(sprintId: string) {
  const client = useApiClient();
  return useEagerQuery(sprintQuery(client, sprintId));
}
