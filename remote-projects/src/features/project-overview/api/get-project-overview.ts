import { queryOptions } from '@tanstack/react-query';
import { apiPaths, projectOverviewSchema, type ProjectOverview } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

export async function getProjectOverview(client: AxiosInstance, id: string): Promise<ProjectOverview> {
  return projectOverviewSchema.parse((await client.get(apiPaths.projects.overview(id))).data);
}

export function projectOverviewQuery(client: AxiosInstance, id: string) {
  return queryOptions({ queryKey: projectKeys.overview(id), queryFn: () => getProjectOverview(client, id) });
}

export function useProjectOverview(projectId: string) {
  const client = useApiClient();
  return useEagerQuery(projectOverviewQuery(client, projectId));
}
