import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, ongoingProjectsSchema, type OngoingProjects } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

export async function getOngoingProjects(client: AxiosInstance): Promise<OngoingProjects> {
  return ongoingProjectsSchema.parse((await client.get(firstPagePaths.overview.ongoingProjects)).data);
}

export function ongoingProjectsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: overviewKeys.ongoing, queryFn: () => getOngoingProjects(client) });
}

/** The projects with an open sprint. */
export function useOngoingProjects() {
  const client = useApiClient();
  return useEagerQuery(ongoingProjectsQuery(client));
}
