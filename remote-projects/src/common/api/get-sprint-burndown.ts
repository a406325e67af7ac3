import { queryOptions } from '@tanstack/react-query';
import { apiPaths, sprintBurndownSchema, type SprintBurndown } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from './project-query-keys';

export async function getSprintBurndown(client: AxiosInstance, sprintId: string): Promise<SprintBurndown> {
  return sprintBurndownSchema.parse((await client.get(apiPaths.sprints.burndown(sprintId))).data);
}

export function sprintBurndownQuery(client: AxiosInstance, sprintId: string) {
  return queryOptions({ queryKey: projectKeys.burndown(sprintId), queryFn: () => getSprintBurndown(client, sprintId) });
}

/** The burndown of a current or closed sprint (a planned one has none). */
export function useSprintBurndown(sprintId: string, enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...sprintBurndownQuery(client, sprintId), enabled });
}
