import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many loading placeholders of the screen are showing, across the host and every remote (shared-ui
 * is one shared copy): a Deferred part waits until the screen's own content is there.
 */
let showing = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  showing += by;
  for (const listener of listeners) listener();
}

/** Counts the calling placeholder as part of the screen still loading while it is mounted. */
export function useCountAsScreenLoading(counts: boolean): void {
  useEffect(() => {
    if (!counts) return;
    change(1);
    return () => change(-1);
  }, [counts]);
}

/** Whether any placeholder of the screen's content is showing. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(subscribe, () => showing > 0);
}
