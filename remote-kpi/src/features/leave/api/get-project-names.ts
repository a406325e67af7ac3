import { queryOptions } from '@tanstack/react-query';
import { apiPaths, fetchAllProjectsResponseSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

/** The projects the caller may see, for the report's filter (the spec's sidebar call). */
export async function getProjectNames(client: AxiosInstance): Promise<Array<{ _id: string; name: string }>> {
  const { data } = await client.post(apiPaths.fetchAllProjects, {});
  return fetchAllProjectsResponseSchema.parse(data).result;
}

export function projectNamesQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: leaveKeys.projects, queryFn: () => getProjectNames(client) });
}

export function useProjectNames() {
  const client = useApiClient();
  return useEagerQuery(projectNamesQuery(client));
}
