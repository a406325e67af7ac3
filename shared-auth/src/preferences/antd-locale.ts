import type { Language } from '@timely/shared-ui';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

// antd's own words (pagination, pickers, "No data") and the pickers' month and weekday names (dayjs's
// locale, registered only: the portal's own day arithmetic keeps dayjs's default): a chunk per language,
// downloaded when it is chosen
const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  de: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]);
    return antd.default;
  },
  ar: async () => {
    const [antd, days] = await Promise.all([import('antd/es/locale/ar_EG'), import('dayjs/locale/ar')]);
    // dayjs's Arabic writes and reads Arabic-Indic digits: a picked day would reach the API as "٢٠٢٦-١١-٢٧".
    // The portal writes Latin digits in every language (Intl's default for `ar`), and its weeks start on Monday.
    const {
      preparse: _reads,
      postformat: _writes,
      ...names
    } = days.default as typeof days.default & {
      preparse?: unknown;
      postformat?: unknown;
    };
    dayjs.locale({ ...names, weekStart: 1 }, undefined, true);
    return antd.default;
  },
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
      .then((locale) => current && setLoaded(locale))
      .catch((error: unknown) => console.error(`[shared-auth] antd's ${language} words did not load`, error));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.locale === language ? loaded : { locale: language };
}
