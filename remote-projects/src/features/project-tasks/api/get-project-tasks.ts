import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, projectTasksPageSchema, type ProjectTasksPage, type ProjectTasksQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { viewKeys } from './view-query-keys';

export async function getProjectTasks(
  client: AxiosInstance,
  projectId: string,
  query: ProjectTasksQuery,
): Promise<ProjectTasksPage> {
  // repeated filters go as ?type=bug&type=story, the form the route reads
  const response = await client.get(apiPaths.projects.tasks(projectId), {
    params: query,
    paramsSerializer: { indexes: null },
  });
  return projectTasksPageSchema.parse(response.data);
}

export function projectTasksQuery(client: AxiosInstance, projectId: string, query: ProjectTasksQuery) {
  return queryOptions({
    queryKey: viewKeys.tasks(projectId, query),
    queryFn: () => getProjectTasks(client, projectId, query),
    placeholderData: keepPreviousData,
  });
}

/** A page of every task of the project, filtered and sorted. */
export function useProjectTasks(projectId: string, query: ProjectTasksQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...projectTasksQuery(client, projectId, query), enabled: Boolean(projectId) });
}
