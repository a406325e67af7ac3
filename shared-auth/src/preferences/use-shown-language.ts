import { browserLanguage, type Language } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { lastLanguageAtom, readStoredLanguage } from './language.atoms';
import { readCachedPreferences } from './preferences-cache';
import { usePreferences } from '../api/get-preferences';

/**
 * The language the portal speaks: the user's saved choice, else the last one this browser showed (the
 * sign-in page's picker), else the first of the browser's languages the portal has.
 */
export function useShownLanguage(): Language {
  const preferences = usePreferences();
  const last = useAtomValue(lastLanguageAtom);
  return preferences.language ?? last ?? browserLanguage();
}

/**
 * The language the shell will most likely show first, before React runs: the cached preferences', else this
 * browser's last, else the browser's. Its messages can then download alongside the start-up requests.
 */
export function startingLanguage(): Language {
  return readCachedPreferences().language ?? readStoredLanguage() ?? browserLanguage();
}
