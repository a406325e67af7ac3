import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, type FeedPage, feedPageSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { feedKeys } from './feed-query-keys';

export async function getFeedPage(client: AxiosInstance, params: { page: number; perPage: number }): Promise<FeedPage> {
  const response = await client.get(apiPaths.feeds.list, { params });
  return feedPageSchema.parse(response.data);
}

export function feedPageQuery(client: AxiosInstance, page: number, perPage: number) {
  return queryOptions({
    queryKey: feedKeys.page(page, perPage),
    queryFn: () => getFeedPage(client, { page, perPage }),
  });
}

/** One page of the company feed; the previous page stays on screen while the next one loads. */
export function useFeedPage(page: number, perPage: number) {
  const client = useApiClient();
  return useEagerQuery({ ...feedPageQuery(client, page, perPage), placeholderData: keepPreviousData });
}
