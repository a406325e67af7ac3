import { canOpenScreen, portalRoutes, type PortalLevel, type PortalRole } from '@timely/shared-ui';
import { matchPath } from 'react-router-dom';
import { getScreens } from './screen-store';

const matches = (path: string, pathname: string) => matchPath({ path, end: true }, pathname) !== null;

/**
 * Whether a signed-in person may open the page at `pathname`: one of the host's own pages, or a remote's
 * screen the host knows (published, cached or built in) that the screen's roles and levels let them open.
 * Where to land after signing in asks it; an unknown path is not a page.
 */
export function mayOpenPath(pathname: string, role: PortalRole | null, level: PortalLevel | null): boolean {
  const hostPage = Object.values(portalRoutes).some((route) => !('remote' in route) && matches(route.path, pathname));
  if (hostPage) return role !== null;
  const screen = getScreens().find((candidate) => matches(candidate.path, pathname));
  return screen !== undefined && canOpenScreen(screen, role, level);
}
