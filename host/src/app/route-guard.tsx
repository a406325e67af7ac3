import { canOpen, isSignedInAtom, landingAfterSignIn, loginHref, roleAtom } from '@timely/shared-auth';
import { portalHref, routePermissions, type PortalRouteName } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Signed-in pages: without a session, the login page (which comes back here after signing in). */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginHref(location)} replace />;
  return <>{children}</>;
}

/** The login page is for the signed-out: a signed-in user goes on to the page asked for (or Overview). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const role = useAtomValue(roleAtom);
  const location = useLocation();
  if (signedIn) return <Navigate to={landingAfterSignIn(location.search, role)} replace />;
  return <>{children}</>;
}

/**
 * A host page under the same rule as the remotes' routes and the menu: the permissions of its entry in
 * portal-paths. A role outside them goes to /misc/not-authorized, typed URL or click alike.
 */
export function RouteGuard({ route, children }: { route: PortalRouteName; children: ReactNode }) {
  const role = useAtomValue(roleAtom);
  if (!canOpen(role, routePermissions(route))) return <Navigate to={portalHref('notAuthorized')} replace />;
  return <>{children}</>;
}
