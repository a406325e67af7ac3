import { queryOptions } from '@tanstack/react-query';
import { apiPaths, fetchAllProjectsResponseSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from './peers-query-keys';

/** The projects the caller may see (the spec's sidebar call), for filters. */
export async function getProjectNames(client: AxiosInstance): Promise<Array<{ _id: string; name: string }>> {
  const { data } = await client.post(apiPaths.fetchAllProjects, {});
  return fetchAllProjectsResponseSchema.parse(data).result;
}

export function projectNamesQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.projects, queryFn: () => getProjectNames(client), staleTime: 60_000 });
}

/** Projects for the filters. */
export function useProjectNames() {
  const client = useApiClient();
  return useEagerQuery(projectNamesQuery(client));
}
