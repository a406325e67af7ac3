import type { Preferences } from '@timely/contract';
import { portalRoutes } from '@timely/shared-ui';

export type EffectiveLayout = Preferences['layout'];

const trimmed = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Spec §2: a path ending in tvapp shows the page alone, without sidebar or top bar. */
export const isTvAppPath = (pathname: string): boolean => trimmed(pathname).endsWith('tvapp');

/** The layout to draw: the user's, except on a TV path, and horizontal turns vertical at 1199 px or narrower. */
export function resolveLayout(preferred: EffectiveLayout, pathname: string, narrow: boolean): EffectiveLayout {
  if (isTvAppPath(pathname)) return 'full';
  if (preferred === 'horizontal' && narrow) return 'vertical';
  return preferred;
}

/**
 * The menu is collapsed when the user chose so, and on the profile page of the horizontal layout (spec §2):
 * the vertical sidebar narrows to icons; the horizontal menu bar folds into a drawer.
 */
export function isSidebarCollapsed(
  preferences: Pick<Preferences, 'layout' | 'sidebarCollapsed'>,
  pathname: string,
): boolean {
  return (
    preferences.sidebarCollapsed ||
    (preferences.layout === 'horizontal' && trimmed(pathname) === portalRoutes.profile.path)
  );
}
