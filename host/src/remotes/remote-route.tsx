import { levelAtom, roleAtom } from '@timely/shared-auth';
import { canOpenScreen, LoadingState, portalRoutes, type ScreenManifest, useMessages } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { usePortalScreens, useScreensPending } from '../screens/screen-store';
import { RemoteOutlet } from './remote-outlet';
import { hostMessages } from '../messages/messages';
import { AppsGate } from '../apps/apps-unavailable';

function screenAt(screens: readonly ScreenManifest[], pathname: string): ScreenManifest | undefined {
  return screens.find((screen) => matchPath({ path: screen.path, end: true }, pathname));
}

/**
 * Finds the remote screen at the current path, among those the remotes publish, and mounts its remote
 * after the role guard: a screen whose role or level excludes the user goes to /misc/not-authorized,
 * whether opened from the menu or typed in. The guard only spares a pointless visit: the server refuses
 * whatever the role may not read. A path no screen matches waits for the manifests still on their way.
 */
export function RemoteRoute() {
  const t = useMessages(hostMessages);
  const location = useLocation();
  const role = useAtomValue(roleAtom);
  const level = useAtomValue(levelAtom);
  const screens = usePortalScreens();
  const pending = useScreensPending();
  const owned = screenAt(screens, location.pathname);
  if (!owned)
    return pending ? (
      <LoadingState label={t('remote.loadingScreens')} />
    ) : (
      <Navigate to={portalRoutes.notFound.path} replace />
    );
  // a public route (the TV dashboard's signed link) needs no session; every other needs the right role and level
  if (!owned.isPublic && !canOpenScreen(owned, role, level))
    return <Navigate to={portalRoutes.notAuthorized.path} replace />;
  // the demo apps only while the API offers them (docs/apps.md); otherwise their routes say "not available"
  if (owned.remote === 'apps')
    return (
      <AppsGate>
        <RemoteOutlet remote={owned.remote} />
      </AppsGate>
    );
  return <RemoteOutlet remote={owned.remote} />;
}

/** Whether the path is a remote's screen that opens without a session (the TV dashboard's read-only link). */
export function useIsPublicRemotePath(pathname: string): boolean {
  return Boolean(screenAt(usePortalScreens(), pathname)?.isPublic);
}
