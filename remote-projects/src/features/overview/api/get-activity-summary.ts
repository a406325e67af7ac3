import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { firstPagePaths, activitySummarySchema, type ActivitySummary } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { OVERVIEW_WIDGET_PAGE, overviewKeys } from './overview-query-keys';

/** The counts of projects with live work, and a page of those projects (ten a page). */
export async function getActivitySummary(client: AxiosInstance, page: number): Promise<ActivitySummary> {
  return activitySummarySchema.parse(
    (await client.get(firstPagePaths.overview.activity, { params: { page, perPage: OVERVIEW_WIDGET_PAGE } })).data,
  );
}

export function activitySummaryQuery(client: AxiosInstance, page: number) {
  return queryOptions({
    queryKey: overviewKeys.activity(page),
    queryFn: () => getActivitySummary(client, page),
    // the page shown stays while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** Projects with in-progress tasks against projects with stuck tasks, and a page of them. */
export function useActivitySummary(page: number) {
  const client = useApiClient();
  return useEagerQuery(activitySummaryQuery(client, page));
}
