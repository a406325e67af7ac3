import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, projectTaskSearchSchema, type ProjectTaskSearch } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

export async function searchProjectTasks(
  client: AxiosInstance,
  projectId: string,
  search: string,
): Promise<ProjectTaskSearch> {
  const { data } = await client.get(apiPaths.projects.taskSearch(projectId), { params: { search } });
  return projectTaskSearchSchema.parse(data);
}

export function projectTaskSearchQuery(client: AxiosInstance, projectId: string, search: string) {
  return queryOptions({
    queryKey: projectKeys.taskSearch(projectId, search),
    queryFn: () => searchProjectTasks(client, projectId, search),
    placeholderData: keepPreviousData,
  });
}

/** Tasks of the project to link to, by title (issue #49). */
export function useProjectTaskSearch(projectId: string, search: string, enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...projectTaskSearchQuery(client, projectId, search), enabled });
}
