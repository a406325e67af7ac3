import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createApiClient } from '../api-client';
import { apiClientAtomForTests as apiClientBaseAtom } from '../api-client.atoms';
import { logoutAtom, sessionAtom, tokensRefreshedAtom } from '../session.atoms';
import { readStoredSession } from '../session-storage';
import { loginHref } from '../sign-in-return';

type ApiClientBridgeProps = { baseURL: string; children: ReactNode };

/**
 * Creates the portal's HTTP client once, wired to the jotai store (tokens) and the router (a 401 that a
 * refresh cannot cure signs out and goes to the login page), and hands it to every app below.
 */
export function ApiClientBridge({ baseURL, children }: ApiClientBridgeProps) {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [client] = useState(() =>
    createApiClient({
      baseURL,
      getTokens: () => store.get(sessionAtom),
      getStoredTokens: () => readStoredSession(),
      onTokensRefreshed: (tokens) => store.set(tokensRefreshedAtom, tokens),
      onUnauthorized: () => {
        if (!store.get(sessionAtom)) return; // already signed out by a parallel request
        store.set(logoutAtom);
        queryClient.clear();
        // the login page remembers where the user was, to come back there once signed in again
        navigateRef.current(loginHref(window.location), { replace: true });
      },
    }),
  );
  useHydrateAtoms([[apiClientBaseAtom, { client }]]);
  return <>{children}</>;
}
