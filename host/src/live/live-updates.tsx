import { useQueryClient } from '@tanstack/react-query';
import { useApiClient, useSession } from '@timely/shared-auth';
import { useEffect } from 'react';

/**
 * The tab's one live stream (docs/api.md#live-stream), opened once the first screen has settled (it sits in
 * the layout's after-content chunk) and closed on sign-out. Its code is an entry of its own,
 * `@timely/shared-auth/live`, loaded here with import(): the first page carries none of it.
 */
export function LiveUpdates() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const userId = useSession().session?.user._id ?? null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@timely/shared-auth/live')
      .then(({ startLiveStream }) => {
        if (!cancelled) stop = startLiveStream({ client, queryClient, userId });
      })
      // a chunk that failed to load: the screens still refresh as before (on focus, on their own changes)
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, queryClient, userId]);
  return null;
}
