import { browserLanguage, type Language } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { lastLanguageAtom } from './language.atoms';
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
