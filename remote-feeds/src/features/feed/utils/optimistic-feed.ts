import type { QueryClient } from '@tanstack/react-query';
import type { FeedPage } from '@timely/contract';
import { feedKeys } from '../api/feed-query-keys';

/** Every cached feed page as it was before an optimistic change, to put back if the server refuses. */
export type FeedSnapshot = Array<[readonly unknown[], FeedPage | undefined]>;

/** Stops in-flight fetches (they would overwrite the change), then applies `change` to every cached page. */
export async function changeCachedPages(
  queryClient: QueryClient,
  change: (page: FeedPage) => FeedPage,
): Promise<FeedSnapshot> {
  await queryClient.cancelQueries({ queryKey: feedKeys.all });
  const snapshot = queryClient.getQueriesData<FeedPage>({ queryKey: feedKeys.all });
  for (const [key, page] of snapshot) {
    if (page) queryClient.setQueryData<FeedPage>(key, change(page));
  }
  return snapshot;
}

export function restoreCachedPages(queryClient: QueryClient, snapshot: FeedSnapshot | undefined): void {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}
