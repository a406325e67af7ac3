import { theme, type GlobalToken } from 'antd';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

type Screen = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type Screens = Partial<Record<Screen, boolean>>;

/** The breakpoints antd's Grid reads (antd/es/_util/responsiveObserver), from the same tokens. */
function mediaQueries(token: GlobalToken): Array<[Screen, string]> {
  return [
    ['xs', `(max-width: ${token.screenXSMax}px)`],
    ['sm', `(min-width: ${token.screenSM}px)`],
    ['md', `(min-width: ${token.screenMD}px)`],
    ['lg', `(min-width: ${token.screenLG}px)`],
    ['xl', `(min-width: ${token.screenXL}px)`],
    ['xxl', `(min-width: ${token.screenXXL}px)`],
    ['xxxl', `(min-width: ${token.screenXXXL}px)`],
  ];
}

/**
 * What antd's `Grid.useBreakpoint` answers, from the first render on. antd's hook answers no breakpoint
 * at all (a phone) until a layout effect corrects it: a screen that picks its layout by width built the
 * phone's layout first, then threw it away and built its own, both in one commit. This one reads the
 * media queries as it renders and follows their changes.
 */
export function useScreens(): Screens {
  const { token } = theme.useToken();
  const queries = useMemo(() => mediaQueries(token), [token]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = queries.map(([, query]) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [queries],
  );
  // a string, so that an unchanged screen is the same snapshot
  const matching = useSyncExternalStore(subscribe, () =>
    queries
      .filter(([, query]) => window.matchMedia(query).matches)
      .map(([screen]) => screen)
      .join(' '),
  );
  return useMemo(() => Object.fromEntries(queries.map(([screen]) => [screen, matching.split(' ').includes(screen)])), [queries, matching]);
}
