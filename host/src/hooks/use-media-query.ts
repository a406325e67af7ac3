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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Spec §9: the horizontal layout turns vertical at 1199 px wide or narrower. */
export const HORIZONTAL_FALLBACK_QUERY = '(max-width: 1199px)';
/** Spec §9: up to 1200 px wide the menu is a drawer that closes after a choice. */
export const MENU_DRAWER_QUERY = '(max-width: 1200px)';
/** The user asked the system for less motion: antd's transitions and effects are then turned off. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
