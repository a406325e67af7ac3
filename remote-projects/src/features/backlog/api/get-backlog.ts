import { queryOptions } from '@tanstack/react-query';
import { apiPaths, backlogPageSchema, type BacklogPage } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

// a page of 500 rows, each draggable with its menu, kept the backlog of 2,000 from showing for seconds (bench:web)
export const BACKLOG_PER_PAGE = 100;

/** The filters the backlog and its sprint lists share (the URL holds them; see use-backlog-filters). */
export type BacklogFilterValues = { search?: string; assigneeId?: string };

const backlogKey = (projectId: string, page: number, filters: BacklogFilterValues) =>
  [...projectKeys.all, 'backlog', projectId, page, filters] as const;

export async function getBacklog(
  client: AxiosInstance,
  projectId: string,
  page: number,
  filters: BacklogFilterValues = {},
): Promise<BacklogPage> {
  return backlogPageSchema.parse(
    (
      await client.get(apiPaths.projects.backlog(projectId), {
        params: { page, perPage: BACKLOG_PER_PAGE, ...filters },
      })
    ).data,
  );
}

export function backlogQuery(
  client: AxiosInstance,
  projectId: string,
  page: number,
  filters: BacklogFilterValues = {},
) {
  return queryOptions({
    queryKey: backlogKey(projectId, page, filters),
    queryFn: () => getBacklog(client, projectId, page, filters),
  });
}

/** One page of the project's backlog by rank, with its open sprints' lists, totals and capacity. */
export function useBacklog(projectId: string, page: number, filters: BacklogFilterValues = {}) {
  const client = useApiClient();
  return useEagerQuery(backlogQuery(client, projectId, page, filters));
}
