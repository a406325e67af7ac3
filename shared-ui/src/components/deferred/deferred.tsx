import { useIsFetching } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useScreenLoading } from '../loading-state/screen-loading';

// a screen whose data never settles (a request hanging on a bad network) still gets its extras
const LONGEST_WAIT_MS = 3_000;

/**
 * Shows `fallback` first and `children` once the screen has settled: no request of the query cache in
 * flight, no loading placeholder (LoadingState: a route, a module, a widget) showing, and the browser
 * idle after painting. For the heavy extras of a screen (charts, date pickers, the search box) whose
 * code should not compete with its content for the network and the CPU. `children` are usually
 * React.lazy components: the fallback stays until their code has arrived. The wrapper carries
 * `data-deferred`, which the web benchmark reads as "arrives after the content", and takes no box of
 * its own (display: contents), so the layout is the same with or without it.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  return (
    <div data-deferred="" style={{ display: 'contents' }}>
      {settled ? (
        <Suspense fallback={fallback}>{children}</Suspense>
      ) : (
        <>
          {fallback}
          <SettleWatch onSettled={settle} />
        </>
      )}
    </div>
  );
}

/**
 * Calls onSettled once the screen has settled. It watches every request of the query cache and every
 * loading placeholder only until then, and unmounts with its subscriptions: a watch left on would
 * re-render on each request of each later screen, as an urgent update that restarts the route change
 * React is rendering in a transition (a first visit rendered its screen up to three times).
 */
function SettleWatch({ onSettled }: { onSettled: () => void }) {
  const fetching = useIsFetching();
  const loading = useScreenLoading();
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLongEnough(true), LONGEST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const contentDone = (fetching === 0 && !loading) || waitedLongEnough;
  useEffect(() => {
    if (!contentDone) return;
    // without requestIdleCallback (jsdom, older Safari) the next task is the best stand-in
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(onSettled, 0);
      return () => window.clearTimeout(timer);
    }
    // the timeout bounds the wait on a page that never goes idle
    const handle = window.requestIdleCallback(onSettled, { timeout: 400 });
    return () => window.cancelIdleCallback(handle);
  }, [contentDone, onSettled]);
  return null;
}
