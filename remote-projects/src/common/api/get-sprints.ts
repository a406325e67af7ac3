import { queryOptions } from '@tanstack/react-query';
import { apiPaths, sprintListSchema, type SprintList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useProject } from './get-project';
import { projectKeys } from './project-query-keys';

export async function getSprints(client: AxiosInstance, projectId: string): Promise<SprintList> {
  return sprintListSchema.parse((await client.get(apiPaths.projects.sprints(projectId))).data);
}

export function sprintsQuery(client: AxiosInstance, projectId: string) {
  return queryOptions({ queryKey: projectKeys.sprints(projectId), queryFn: () => getSprints(client, projectId) });
}

/** The project (for its name and rights) and its sprints, by number. */
export function useSprints(projectId: string, enabled = true) {
  const client = useApiClient();
  const project = useProject(projectId, enabled);
  const sprints = useEagerQuery({ ...sprintsQuery(client, projectId), enabled: enabled && Boolean(projectId) });
  return { project, sprints };
}
