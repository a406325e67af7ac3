import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { liveKeys, type LiveChange } from './live-keys';

/** Reads one of the stream's entries in the query cache, and follows it (no request: the stream writes it). */
function useLiveEntry<T>(key: readonly unknown[]): T | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === JSON.stringify(key)) changed();
      }),
    [queryClient, key],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData<T>(key));
}

/** The last change someone else made (a card moved, a task edited), as the stream told of it; none before one. */
export function useLiveChange(): LiveChange | undefined {
  return useLiveEntry<LiveChange>(liveKeys.lastChange);
}

/** How many posts others made since the feed last loaded, and a way to start counting again. */
export function useNewPostCount(): { count: number; clear: () => void } {
  const queryClient = useQueryClient();
  const count = useLiveEntry<number>(liveKeys.newPosts) ?? 0;
  const clear = useCallback(() => {
    queryClient.setQueryData(liveKeys.newPosts, 0);
  }, [queryClient]);
  return { count, clear };
}
