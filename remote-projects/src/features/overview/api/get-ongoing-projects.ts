import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { firstPagePaths, ongoingProjectsSchema, type OngoingProjects } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { OVERVIEW_WIDGET_PAGE, overviewKeys } from './overview-query-keys';

/** A page of the projects In Progress the caller may see (ten a page). */
export async function getOngoingProjects(client: AxiosInstance, page: number): Promise<OngoingProjects> {
  return ongoingProjectsSchema.parse(
    (await client.get(firstPagePaths.overview.ongoingProjects, { params: { page, perPage: OVERVIEW_WIDGET_PAGE } }))
      .data,
  );
}

export function ongoingProjectsQuery(client: AxiosInstance, page: number) {
  return queryOptions({
    queryKey: overviewKeys.ongoing(page),
    queryFn: () => getOngoingProjects(client, page),
    // the page shown stays while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** A page of the projects In Progress. */
export function useOngoingProjects(page: number) {
  const client = useApiClient();
  return useEagerQuery(ongoingProjectsQuery(client, page));
}
