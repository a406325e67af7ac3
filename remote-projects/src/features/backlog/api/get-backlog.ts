import { queryOptions } from '@tanstack/react-query';
import { apiPaths, backlogPageSchema, type BacklogPage, type TaskPriority, type TaskType } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

// a page of 500 rows, each draggable with its menu, kept the backlog of 2,000 from showing for seconds (bench:web)
export const BACKLOG_PER_PAGE = 100;

/**
 * The filters the backlog and its sprint lists share, named as the route's query (the URL holds them; see
 * use-backlog-filters). Type, priority and label may hold several values, each sent as its own parameter.
 */
export type BacklogFilterValues = {
  search?: string;
  assigneeId?: string;
  type?: TaskType[];
  priority?: TaskPriority[];
  label?: string[];
  /** An epic's id, or `none`. */
  epic?: string;
};

const backlogKey = (projectId: string, page: number, filters: BacklogFilterValues, planLimit?: number) =>
  [...projectKeys.all, 'backlog', projectId, page, filters, planLimit] as const;

/**
 * `planLimit`: the most tasks of each open sprint to send (its first by rank); left out, all of them. A sprint
 * of 600 tasks sent whole was the heaviest answer of the load test (docs/performance.md).
 */
export async function getBacklog(
  client: AxiosInstance,
  projectId: string,
  page: number,
  filters: BacklogFilterValues = {},
  planLimit?: number,
): Promise<BacklogPage> {
  return backlogPageSchema.parse(
    (
      await client.get(apiPaths.projects.backlog(projectId), {
        params: { page, perPage: BACKLOG_PER_PAGE, ...filters, planLimit },
        // `type=bug&type=story`, as the API reads a repeated filter (axios would write `type[]=`)
        paramsSerializer: { indexes: null },
      })
    ).data,
  );
}

export function backlogQuery(
  client: AxiosInstance,
  projectId: string,
  page: number,
  filters: BacklogFilterValues = {},
  planLimit?: number,
) {
  return queryOptions({
    queryKey: backlogKey(projectId, page, filters, planLimit),
    queryFn: () => getBacklog(client, projectId, page, filters, planLimit),
  });
}

/**
 * One page of the project's backlog by rank, with its open sprints' lists (the first `planLimit` tasks of
 * each), totals and capacity. While another page, filter or limit of the same project loads, the last answer
 * stays on screen (the filter bar with it).
 */
export function useBacklog(projectId: string, page: number, filters: BacklogFilterValues = {}, planLimit?: number) {
  const client = useApiClient();
  return useEagerQuery({
    ...backlogQuery(client, projectId, page, filters, planLimit),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.includes(projectId) ? previous : undefined),
  });
}
