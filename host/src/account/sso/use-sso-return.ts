import { loginResponseSchema, type LoginResponse } from '@timely/contract/first-page';
import { ssoPaths } from '@timely/contract/sso';
import { useApiClient, useErrorText, useSession } from '@timely/shared-auth';
import { useEffect, useRef, useState } from 'react';

const REASONS = ['expired', 'failed', 'unverified', 'unknown', 'disabled'] as const;
export type Reason = (typeof REASONS)[number];

/**
 * The way back from the provider: the address's fragment holds a one-time code (traded here for the session)
 * or the reason it failed; either is taken out of the address at once.
 */
export function useSsoReturn(onSignedIn: (response: LoginResponse) => void, onProblem: (problem: string) => void) {
  const client = useApiClient();
  const { login: storeSession } = useSession();
  const errorText = useErrorText();
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const code = fragment.get('sso');
  const reason = REASONS.find((known) => known === fragment.get('ssoError'));
  const traded = useRef(false);

  useEffect(() => {
    if (!code && !reason) return;
    // the code is spent once; it must not stay in the address (history, a copied link)
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (!code || traded.current) return;
    traded.current = true;
    void (async () => {
      try {
        const response = loginResponseSchema.parse((await client.post(ssoPaths.session, { code })).data);
        storeSession(response);
        onSignedIn(response);
      } catch (caught) {
        onProblem(errorText(caught));
      }
    })();
  }, [client, code, errorText, onSignedIn, onProblem, reason, storeSession]);

  return { code, reason };
}
