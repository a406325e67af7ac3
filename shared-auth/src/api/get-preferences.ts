import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, preferencesSchema, type Preferences } from '@timely/contract/first-page';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useAtomValue } from 'jotai';
import { useApiClient } from '../api-client.atoms';
import { readCachedPreferences, writeCachedPreferences } from '../preferences/preferences-cache';
import { isSignedInAtom } from '../session.atoms';

export const PREFERENCES_KEY = ['me-preferences'] as const;

export async function getPreferences(client: AxiosInstance): Promise<Preferences> {
  const response = await client.get(firstPagePaths.mePreferences);
  return preferencesSchema.parse(response.data);
}

/** The server's preferences, kept in the browser's cache as well for the next page load. */
export function preferencesQuery(client: AxiosInstance) {
  return queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => {
      const preferences = await getPreferences(client);
      writeCachedPreferences(preferences);
      return preferences;
    },
  });
}

/** The signed-in user's display preferences: the cached copy at once, the server's when it answers. */
export function usePreferences(): Preferences {
  const client = useApiClient();
  const signedIn = useAtomValue(isSignedInAtom);
  const query = useEagerQuery({
    ...preferencesQuery(client),
    enabled: signedIn,
    staleTime: Infinity,
    placeholderData: readCachedPreferences,
  });
  // signed out, or the server unreachable: the cache (or the defaults) keeps the page usable
  return query.data ?? readCachedPreferences();
}
