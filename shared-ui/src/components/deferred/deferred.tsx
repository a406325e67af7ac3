import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` first and `children` once the browser is idle after painting the screen: for the
 * heavy extras of a screen (charts, date pickers) whose code should not delay its content. The wrapper
 * carries `data-deferred`, which the web benchmark reads as "arrives after the content".
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const idle = useIdleAfterPaint();
  return <div data-deferred="">{idle ? children : fallback}</div>;
}

function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // without requestIdleCallback (jsdom, older Safari) the next task is the best stand-in
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    // the timeout bounds the wait on a page that never goes idle
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 400 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
