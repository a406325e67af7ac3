import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '@timely/contract/first-page';
import { STORAGE_KEYS } from '../storage-keys';

/**
 * The last preferences the server gave, kept in the browser so a reload paints in the user's theme at
 * once. The server's copy wins as soon as it answers; log out clears this key with the others.
 */
export function readCachedPreferences(): Preferences {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.preferences);
    const parsed = raw ? preferencesSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES; // hand-edited storage: the defaults until the server answers
  }
}

export function writeCachedPreferences(preferences: Preferences): void {
  globalThis.localStorage?.setItem(STORAGE_KEYS.preferences, JSON.stringify(preferences));
}
