import { queryOptions } from '@tanstack/react-query';
import { apiPaths, epicListSchema, type EpicList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from './project-query-keys';

export async function getEpics(client: AxiosInstance, projectId: string): Promise<EpicList> {
  return epicListSchema.parse((await client.get(apiPaths.projects.epics(projectId))).data);
}

export function epicsQuery(client: AxiosInstance, projectId: string) {
  return queryOptions({ queryKey: projectKeys.epics(projectId), queryFn: () => getEpics(client, projectId) });
}

/** A project's epics by rank, with their progress (issue #49). */
export function useEpics(projectId: string, enabled = true) {
  const client = useApiClient();
  return useEagerQuery({ ...epicsQuery(client, projectId), enabled: enabled && Boolean(projectId) });
}
