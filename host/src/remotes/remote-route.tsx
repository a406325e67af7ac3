import { roleAtom, canOpen } from '@timely/shared-auth';
import { portalRoutes, type PortalRole, type RemoteKey } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { RemoteOutlet } from './remote-outlet';

type OwnedRoute = { path: string; remote: RemoteKey; permissions?: readonly PortalRole[]; isPublic?: boolean };

const remoteRoutes: OwnedRoute[] = Object.values(portalRoutes).filter((route): route is OwnedRoute & typeof route => 'remote' in route);

/**
 * Finds the remote that owns the current path and mounts it, after the role guard: a route whose menu
 * item excludes the user's role goes to /misc/not-authorized, whether opened from the menu or typed in.
 */
export function RemoteRoute() {
  const location = useLocation();
  const role = useAtomValue(roleAtom);
  const owned = remoteRoutes.find((route) => matchPath({ path: route.path, end: true }, location.pathname));
  if (!owned) return <Navigate to={portalRoutes.notFound.path} replace />;
  // a public route (the TV dashboard's signed link) needs no session; every other needs the right role
  if (!owned.isPublic && !canOpen(role, owned.permissions)) return <Navigate to={portalRoutes.notAuthorized.path} replace />;
  return <RemoteOutlet remote={owned.remote} />;
}

/** A remote's route that opens without a session (the TV dashboard's read-only link). */
export function isPublicRemotePath(pathname: string): boolean {
  return remoteRoutes.some((route) => route.isPublic && matchPath({ path: route.path, end: true }, pathname));
}
