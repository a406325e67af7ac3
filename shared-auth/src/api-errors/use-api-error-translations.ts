import { useLanguage, type Language } from '@timely/shared-ui';
import { useCallback, useState } from 'react';
import type { ApiErrorTranslations } from './load-api-error-translations';

const loaded = new Map<Language, ApiErrorTranslations>();
const loading = new Map<Language, Promise<void>>();

function load(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = import('./load-api-error-translations')
      .then(({ apiErrorTranslationsIn }) => apiErrorTranslationsIn(language))
      .then((translations) => void loaded.set(language, translations))
      .catch((error: unknown) => {
        loading.delete(language); // asked again by the next error
        console.error(`[shared-auth] the API's ${language} words did not load`, error);
      });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The API's translations in the portal's language. English needs none (the server's message is the catalog's
 * English) unless `withLabels`: a field named away from its form needs the catalogs' labels. Another language's (a few KB) download the first time an error asks for them, not with the
 * first screen; until they arrive the server's English shows, then the component renders again.
 */
export function useApiErrorTranslations(withLabels = false): {
  language: Language;
  translations: ApiErrorTranslations | undefined;
  request(): void;
} {
  const language = useLanguage();
  const [, setVersion] = useState(0);
  const translations = loaded.get(language);
  // one function while the language and the catalog stay the same: a screen may ask for the catalog from an effect
  const request = useCallback(() => {
    if ((withLabels || language !== 'en') && !translations)
      void load(language).then(() => setVersion((version) => version + 1));
  }, [withLabels, language, translations]);
  return { language, translations, request };
}
