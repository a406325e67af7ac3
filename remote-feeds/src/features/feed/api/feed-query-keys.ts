/** Query keys of the feed: every cached page sits under `feedKeys.all`, so one invalidation refreshes them all. */
export const feedKeys = {
  all: ['feeds'] as const,
  page: (page: number, perPage: number) => ['feeds', 'page', { page, perPage }] as const,
};
