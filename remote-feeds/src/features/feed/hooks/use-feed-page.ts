import { keepPreviousData } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { getFeedPage } from '../api/feeds-api';
import { feedKeys } from '../api/feed-query-keys';

/** One page of the company feed; the previous page stays on screen while the next one loads. */
export function useFeedPage(page: number, perPage: number) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: feedKeys.page(page, perPage),
    queryFn: () => getFeedPage(client, { page, perPage }),
    placeholderData: keepPreviousData,
  });
}
