import type { AxiosInstance } from 'axios';
import { atom, useAtomValue } from 'jotai';

// Private: set once by the shell that owns the jotai Provider (the host, or a remote's standalone shell).
// Boxed, because an axios instance is a function and jotai would call a function set on an atom as an updater.
type ApiClientBox = { client: AxiosInstance };
const apiClientBaseAtom = atom<ApiClientBox | null>(null);
apiClientBaseAtom.debugLabel = 'apiClient';

/** The shell hands its HTTP client to every app through this action. */
export const provideApiClientAtom = atom(null, (_get, set, client: AxiosInstance) =>
  set(apiClientBaseAtom, { client }),
);

/** The portal's one HTTP client; remotes never create their own. */
export function useApiClient(): AxiosInstance {
  const box = useAtomValue(apiClientBaseAtom);
  if (!box) throw new Error('useApiClient: no API client; render inside the host or a standalone shell');
  return box.client;
}

/** For tests only. */
export const apiClientAtomForTests = apiClientBaseAtom;
