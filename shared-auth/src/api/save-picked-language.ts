import { useQueryClient } from '@tanstack/react-query';
import { firstPagePaths, preferencesSchema } from '@timely/contract/first-page';
import { useStore } from 'jotai';
import { useApiClient } from '../api-client.atoms';
import { writeCachedPreferences } from '../preferences/preferences-cache';
import { pickedLanguageAtom } from '../preferences/language.atoms';
import { getPreferences, PREFERENCES_KEY } from './get-preferences';

/**
 * After sign-in: a language picked on the sign-in page becomes the account's, as if picked in the user menu,
 * so it follows the user to their other browsers. The rest of their preferences are read first and kept.
 * A failure leaves the account as it was (the language still shows in this browser).
 */
export function useSavePickedLanguage(): () => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useStore();
  return async () => {
    const picked = store.get(pickedLanguageAtom);
    if (!picked) return;
    store.set(pickedLanguageAtom, null);
    try {
      const saved = await getPreferences(client);
      if (saved.language === picked) return;
      const response = await client.put(firstPagePaths.mePreferences, { ...saved, language: picked });
      const preferences = preferencesSchema.parse(response.data);
      queryClient.setQueryData(PREFERENCES_KEY, preferences);
      writeCachedPreferences(preferences);
    } catch (error) {
      console.warn('[shared-auth] the language picked at sign-in was not saved to the account', error);
    }
  };
}
