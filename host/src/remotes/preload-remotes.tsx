import { levelAtom, roleAtom } from '@timely/shared-auth';
import { canOpenScreen, REMOTE_KEYS, type PortalLevel, type PortalRole, type RemoteKey } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { remoteAppOf } from './remote-apps';
import { getRemoteStatuses } from './remote-status';
import { getScreens } from '../screens/screen-store';
import { useAppsAvailability } from '../apps/api/get-apps-availability';
import { preloadSignedInPages } from '../app/lazy-pages';
import { preloadNotificationList } from '../notifications/lazy-notification-list';

// the roles preloaded for in this page: someone who signs out and in with another role gets their own menu's screens
const preloadedFor = new Set<PortalRole>();

/**
 * Starts preloadRemotes once per page load and role, once the API said whether the demo apps are offered
 * (remote-apps is not preloaded where they are not): the bell's list first, then the remotes, then the host's
 * own signed-in pages; rendered inside <Deferred> by the layout.
 */
export function PreloadRemotes() {
  const role = useAtomValue(roleAtom);
  const level = useAtomValue(levelAtom);
  const apps = useAppsAvailability();
  const settled = !apps.isPending || apps.isError;
  const appsShown = apps.data?.available === true;
  useEffect(() => {
    if (!role || !settled || preloadedFor.has(role)) return;
    preloadedFor.add(role);
    // the bell's list first: the top bar is on every screen, and its list is small
    preloadNotificationList();
    // the host's own pages last: the menu's screens come first
    void preloadRemotes(role, level, appsShown ? [] : ['apps'])
      .then(whenIdle)
      .then(preloadSignedInPages);
  }, [role, level, settled, appsShown]);
  return null;
}

/**
 * Loads, one remote after another and between them only when the browser is idle, each remote that
 * owns a screen of the menu the user may open, with the code of those screens; then, the same way, the
 * screens those lead to (a project's board, backlog, a task), so that a first visit waits for its data
 * and not for code. It runs once the first screen has settled (app-layout.tsx). A remote that does not
 * load, or that was built for other shared-library versions, is left for its visit to say what is wrong;
 * it is loaded anew then.
 */
export async function preloadRemotes(
  role: PortalRole,
  level: PortalLevel | null = null,
  without: readonly RemoteKey[] = [],
): Promise<void> {
  const remotes = REMOTE_KEYS.filter((key) => !without.includes(key));
  for (const screensOf of [menuScreensOf, linkedScreensOf])
    for (const remote of remotes) {
      const routes = screensOf(remote, role, level);
      const state = getRemoteStatuses().remotes[remote]?.state;
      if (!routes.length || state === undefined || state === 'failed' || state === 'incompatible') continue;
      await whenIdle();
      try {
        const app = await remoteAppOf(remote);
        await app.preload?.(routes);
      } catch {
        // down or broken: its visit shows why
      }
    }
}

/** The remote's published screens a menu item opens (no parameter in the path, not public) that `role` may open. */
export function menuScreensOf(remote: RemoteKey, role: PortalRole, level: PortalLevel | null = null): string[] {
  return openableScreensOf(remote, role, level, false);
}

/** The remote's published screens reached from others (a parameter in the path, not public) that `role` may open. */
export function linkedScreensOf(remote: RemoteKey, role: PortalRole, level: PortalLevel | null = null): string[] {
  return openableScreensOf(remote, role, level, true);
}

function openableScreensOf(
  remote: RemoteKey,
  role: PortalRole,
  level: PortalLevel | null,
  withParameter: boolean,
): string[] {
  return getScreens()
    .filter(
      (screen) =>
        screen.remote === remote &&
        screen.path.includes(':') === withParameter &&
        !screen.isPublic &&
        canOpenScreen(screen, role, level),
    )
    .map((screen) => screen.name);
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 0),
  );
}
