import type { Preferences } from '@timely/contract';
import { useAtomValue } from 'jotai';
import { useEagerQuery } from '@timely/shared-ui';
import { useApiClient } from '../api-client.atoms';
import { isSignedInAtom } from '../session.atoms';
import { getPreferences } from './get-preferences';
import { readCachedPreferences, writeCachedPreferences } from './preferences-cache';

export const PREFERENCES_KEY = ['me-preferences'] as const;

/** The signed-in user's display preferences: the cached copy at once, the server's when it answers. */
export function usePreferences(): Preferences {
  const client = useApiClient();
  const signedIn = useAtomValue(isSignedInAtom);
  const query = useEagerQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => {
      const preferences = await getPreferences(client);
      writeCachedPreferences(preferences);
      return preferences;
    },
    enabled: signedIn,
    staleTime: Infinity,
    placeholderData: readCachedPreferences,
  });
  // signed out, or the server unreachable: the cache (or the defaults) keeps the page usable
  return query.data ?? readCachedPreferences();
}
