import { REDUCED_MOTION_QUERY } from '../layout/use-media-query';

type Listener = { query: string; listener: () => void };
const system = { width: 1024, reducedMotion: false };
const listeners = new Set<Listener>();

/**
 * Makes `window.matchMedia` answer as a window `width` px wide would, for the simple `(max-width: Npx)`
 * and `(min-width: Npx)` queries the shell uses. Call again to "resize"; listeners are told.
 */
export function setViewportWidth(width: number): void {
  system.width = width;
  Object.assign(window, { innerWidth: width });
  stubMediaQueries();
}

/** Makes `(prefers-reduced-motion: reduce)` match, or stop matching; listeners are told. */
export function setReducedMotion(reduce: boolean): void {
  system.reducedMotion = reduce;
  stubMediaQueries();
}

function matches(query: string): boolean {
  if (query === REDUCED_MOTION_QUERY) return system.reducedMotion;
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || system.width <= Number(max[1])) && (!min || system.width >= Number(min[1]));
}

function stubMediaQueries(): void {
  const remove = (listener: () => void) =>
    listeners.forEach((entry) => entry.listener === listener && listeners.delete(entry));
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: (listener: () => void) => listeners.add({ query, listener }),
      removeListener: remove,
      addEventListener: (_type: string, listener: () => void) => listeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: () => void) => remove(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  // antd's observers read `matches` from the event; ours re-read the query
  listeners.forEach((entry) =>
    (entry.listener as (event: { matches: boolean; media: string }) => void)({
      matches: matches(entry.query),
      media: entry.query,
    }),
  );
}
