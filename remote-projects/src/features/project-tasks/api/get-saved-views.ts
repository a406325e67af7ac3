import { queryOptions } from '@tanstack/react-query';
import { apiPaths, savedViewListSchema, type SavedViewList } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { viewKeys } from './view-query-keys';

export async function getSavedViews(client: AxiosInstance, projectId: string): Promise<SavedViewList> {
  return savedViewListSchema.parse((await client.get(apiPaths.projects.views(projectId))).data);
}

export function savedViewsQuery(client: AxiosInstance, projectId: string) {
  return queryOptions({ queryKey: viewKeys.views(projectId), queryFn: () => getSavedViews(client, projectId) });
}

/** The caller's own views of the project's tasks and the project's shared ones, by name. */
export function useSavedViews(projectId: string) {
  const client = useApiClient();
  return useEagerQuery({ ...savedViewsQuery(client, projectId), enabled: Boolean(projectId) });
}
