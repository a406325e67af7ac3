import { LANGUAGES as CONTRACT_LANGUAGES } from '@timely/contract/first-page';
import { isLanguage, type Language, LANGUAGES } from '@timely/shared-ui';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { LANGUAGE_STORAGE_KEY } from '../storage-keys';

// the contract's list and shared-ui's are one list: a language added to one only fails here
const SAME_LANGUAGES: readonly [typeof LANGUAGES, typeof CONTRACT_LANGUAGES] = [CONTRACT_LANGUAGES, LANGUAGES];
void SAME_LANGUAGES;

/** The language kept in this browser (null for none, or for a hand-edited or retired value). */
export function readStoredLanguage(key = LANGUAGE_STORAGE_KEY): Language | null {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

const storedLanguageAtom = atomWithStorage<Language | null>(
  LANGUAGE_STORAGE_KEY,
  null,
  {
    ...createJSONStorage<Language | null>(() => localStorage),
    // a hand-edited or retired value is no choice: the browser's languages then decide
    getItem: (key, initial) => readStoredLanguage(key) ?? initial,
  },
  { getOnInit: true },
);
storedLanguageAtom.debugLabel = 'storedLanguage';

/** The language this browser showed last (picked signed out, or the user's saved one); null: none yet. */
export const lastLanguageAtom = atom((get) => get(storedLanguageAtom));

/** Remembers a language in this browser: the sign-in page's picker, and the shell when preferences load. */
export const rememberLanguageAtom = atom(null, (_get, set, language: Language) => set(storedLanguageAtom, language));

/** The language picked on the signed-out pages during this visit, to be saved to the account at sign-in. */
export const pickedLanguageAtom = atom<Language | null>(null);
pickedLanguageAtom.debugLabel = 'pickedLanguage';

/** The signed-out pages' picker: shown at once, remembered in this browser, and saved at sign-in. */
export const pickLanguageAtom = atom(null, (_get, set, language: Language) => {
  set(storedLanguageAtom, language);
  set(pickedLanguageAtom, language);
});
