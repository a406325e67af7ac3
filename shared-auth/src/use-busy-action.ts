import { useState } from 'react';
import { toApiError } from './api-error';

/**
 * One action at a time on a screen (preview, import, download…): which one is running, and the server's
 * message when it failed, shown until the next action starts.
 */
export function useBusyAction<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: Kind, work: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, setError, run };
}
