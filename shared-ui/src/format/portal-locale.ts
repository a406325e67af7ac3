import { isLanguage, type Language } from '../i18n/languages';

let locale: string | undefined;

/**
 * The locale every date and number of the portal is shown in: the user's language, in the browser's own
 * variant of it where it has one (`de-AT`, `en-GB`), else the language alone. Until the shell names a
 * language, the browser's locale. One value for every app: shared-ui is a shared singleton.
 */
export function setPortalLanguage(
  language: Language,
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): void {
  const next = preferred.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
  if (next === locale) return;
  locale = next;
  for (const listener of listeners) listener();
}

/** The locale set by `setPortalLanguage` (undefined: the browser's). */
export function portalLocale(): string | undefined {
  return locale;
}

/** The language of the portal's locale, once the shell has named one. */
export function portalLanguage(): Language | undefined {
  const code = locale?.split('-')[0];
  return isLanguage(code) ? code : undefined;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the portal's locale changes (the pickers' patterns are rebuilt then). */
export function onPortalLocaleChange(listener: () => void): void {
  listeners.add(listener);
}
