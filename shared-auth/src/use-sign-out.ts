import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutOnServer } from './api/logout-on-server';
import { useApiClient } from './api-client.atoms';
import { logoutAtom, sessionAtom } from './session.atoms';
import { loginHref } from './sign-in-return';

/**
 * Log Out: revokes the refresh token on the server (without waiting for it), clears every stored key and
 * the query cache (the sidebar's project list goes with it), and goes to the login page, which remembers
 * this page.
 */
export function useSignOut(): () => void {
  const client = useApiClient();
  const store = useStore();
  const logout = useSetAtom(logoutAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const session = store.get(sessionAtom);
    if (session) {
      logoutOnServer(client, session.refreshToken).catch((error: unknown) => {
        // the local sign-out already happened; an unreachable server only leaves the token to expire
        console.warn('[shared-auth] could not revoke the refresh token', error);
      });
    }
    logout();
    queryClient.clear();
    // signing in again (as anyone whose role may see it) comes back to this page
    navigate(loginHref(location), { replace: true });
  }, [client, store, logout, queryClient, navigate, location]);
}
