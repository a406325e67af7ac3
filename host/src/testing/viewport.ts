/**
 * Makes `window.matchMedia` answer as a window `width` px wide would, for the simple `(max-width: Npx)`
 * and `(min-width: Npx)` queries the shell uses. Call again to "resize"; listeners are told.
 */
export function setViewportWidth(width: number): void {
  const listeners = new Set<{ query: string; listener: () => void }>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const previous = (window as { __viewportListeners?: typeof listeners }).__viewportListeners;
  Object.assign(window, { __viewportListeners: previous ?? listeners, innerWidth: width });
  const all = (window as unknown as { __viewportListeners: typeof listeners }).__viewportListeners;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: (listener: () => void) => all.add({ query, listener }),
      removeListener: (listener: () => void) => all.forEach((entry) => entry.listener === listener && all.delete(entry)),
      addEventListener: (_type: string, listener: () => void) => all.add({ query, listener }),
      removeEventListener: (_type: string, listener: () => void) => all.forEach((entry) => entry.listener === listener && all.delete(entry)),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  // antd's observers read `matches` from the event; ours re-read the query
  all.forEach((entry) => (entry.listener as (event: { matches: boolean; media: string }) => void)({ matches: matches(entry.query), media: entry.query }));
}
