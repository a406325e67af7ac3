import { queryOptions } from '@tanstack/react-query';
import { apiPaths, projectSchema, type Project } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from './project-query-keys';

export async function getProject(client: AxiosInstance, id: string): Promise<Project> {
  return projectSchema.parse((await client.get(apiPaths.projects.byId(id))).data);
}

export function projectQuery(client: AxiosInstance, id: string) {
  return queryOptions({ queryKey: projectKeys.one(id), queryFn: () => getProject(client, id) });
}

/** One project, for its name, team and rights (read once there is an id). */
export function useProject(projectId: string, enabled = true) {
  const client = useApiClient();
  return useEagerQuery({ ...projectQuery(client, projectId), enabled: enabled && Boolean(projectId) });
}
