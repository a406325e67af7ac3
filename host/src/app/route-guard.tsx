import { isSignedInAtom, landingAfterSignIn, levelAtom, loginHref, roleAtom } from '@timely/shared-auth';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mayOpenPath } from '../screens/may-open-path';

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
  const level = useAtomValue(levelAtom);
  const location = useLocation();
  if (signedIn)
    return <Navigate to={landingAfterSignIn(location.search, (path) => mayOpenPath(path, role, level))} replace />;
  return <>{children}</>;
}
