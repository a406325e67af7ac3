import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { firstPagePaths, projectPageSchema, type ProjectPage } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from './project-query-keys';

export type ProjectListParams = {
  page: number;
  perPage: number;
  search: string;
  sort?: string;
  order?: 'asc' | 'desc';
};

export async function getProjects(client: AxiosInstance, params: ProjectListParams): Promise<ProjectPage> {
  const { data } = await client.get(firstPagePaths.projects.list, {
    params: { ...params, search: params.search || undefined },
  });
  return projectPageSchema.parse(data);
}

export function projectsQuery(client: AxiosInstance, params: ProjectListParams) {
  return queryOptions({ queryKey: projectKeys.list(params), queryFn: () => getProjects(client, params) });
}

/** One page of projects; the previous page stays on screen while the next loads. */
export function useProjects(params: ProjectListParams) {
  const client = useApiClient();
  return useEagerQuery({ ...projectsQuery(client, params), placeholderData: keepPreviousData });
}
