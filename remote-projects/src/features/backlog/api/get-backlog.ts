import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiPaths, backlogPageSchema, type BacklogPage, type Task } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useCallback } from 'react';
import { projectKeys } from '../../../common/api/project-query-keys';

// a page of 500 rows, each draggable with its menu, kept the backlog of 2,000 from showing for seconds (bench:web)
export const BACKLOG_PER_PAGE = 100;

const backlogKey = (projectId: string, page: number) => [...projectKeys.all, 'backlog', projectId, page] as const;

export async function getBacklog(client: AxiosInstance, projectId: string, page: number): Promise<BacklogPage> {
  return backlogPageSchema.parse(
    (await client.get(apiPaths.projects.backlog(projectId), { params: { page, perPage: BACKLOG_PER_PAGE } })).data,
  );
}

export function backlogQuery(client: AxiosInstance, projectId: string, page: number) {
  return queryOptions({ queryKey: backlogKey(projectId, page), queryFn: () => getBacklog(client, projectId, page) });
}

/** One page of the project's backlog by rank, and `show` to put the list in its new order at once while the server is asked. */
export function useBacklog(projectId: string, page: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useEagerQuery(backlogQuery(client, projectId, page));
  const show = useCallback(
    (items: Task[]) => {
      const key = backlogKey(projectId, page);
      const before = queryClient.getQueryData<BacklogPage>(key);
      queryClient.setQueryData<BacklogPage>(key, (data) => data && { ...data, items });
      return () => queryClient.setQueryData(key, before);
    },
    [queryClient, projectId, page],
  );
  return { ...query, show };
}
