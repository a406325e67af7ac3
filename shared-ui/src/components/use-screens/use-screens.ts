import { theme } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following the window as it is resized. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

type Screen = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/**
 * Whether the window is at least antd's `screen` breakpoint wide (its tokens, as Grid reads them), from
 * the first render on. antd's `Grid.useBreakpoint` answers no breakpoint at all (a phone) until a layout
 * effect corrects it: a screen that picks its layout by width built the phone's layout first, then threw
 * it away and built its own, both in one commit.
 */
export function useScreen(screen: Screen): boolean {
  const { token } = theme.useToken();
  const width = {
    sm: token.screenSM,
    md: token.screenMD,
    lg: token.screenLG,
    xl: token.screenXL,
    xxl: token.screenXXL,
  }[screen];
  return useMediaQuery(`(min-width: ${width}px)`);
}
