import type { Language } from '@timely/shared-ui';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';

// antd's own translations (pagination, pickers, "No data"): downloaded when a language is chosen, in the chunk of the
// portal's other first-page messages (the pickers' month names come with the pickers: shared-ui's picker-day-names.ts)
const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  de: () => import(/* webpackChunkName: "portal-words-de" */ 'antd/es/locale/de_DE'),
  ar: () => import(/* webpackChunkName: "portal-words-ar" */ 'antd/es/locale/ar_EG'),
};

/**
 * The antd locale of a language. Until antd's words arrive it is `{ locale }` alone, which is enough for
 * `useLanguage()` (shared-ui) in every app to switch its own messages at once.
 */
export function useAntdLocale(language: Language): Locale {
  const [loaded, setLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    if (language === 'en') return;
    let current = true;
    ANTD_LOCALES[language]()
      .then((module) => current && setLoaded(module.default))
      .catch((error: unknown) => console.error(`[shared-auth] antd's ${language} words did not load`, error));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.locale === language ? loaded : { locale: language };
}
