import { useLanguage, type Language } from '@timely/shared-ui';
import { useCallback, useState } from 'react';
import type { ApiErrorWords } from './load-api-error-words';

const loaded = new Map<Language, ApiErrorWords>();
const loading = new Map<Language, Promise<void>>();

function load(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = import('./load-api-error-words')
      .then(({ apiErrorWordsIn }) => apiErrorWordsIn(language))
      .then((words) => void loaded.set(language, words))
      .catch((error: unknown) => {
        loading.delete(language); // asked again by the next error
        console.error(`[shared-auth] the API's ${language} words did not load`, error);
      });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The API's words in the portal's language. English needs none (the server's message is the catalog's
 * English) unless `withLabels`: a field named away from its form needs the books' labels. Another language's (a few KB) download the first time an error asks for them, not with the
 * first screen; until they arrive the server's English shows, then the component renders again.
 */
export function useApiErrorWords(withLabels = false): {
  language: Language;
  words: ApiErrorWords | undefined;
  request(): void;
} {
  const language = useLanguage();
  const [, setVersion] = useState(0);
  const words = loaded.get(language);
  // one function while the language and the book stay the same: a screen may ask for the book from an effect
  const request = useCallback(() => {
    if ((withLabels || language !== 'en') && !words)
      void load(language).then(() => setVersion((version) => version + 1));
  }, [withLabels, language, words]);
  return { language, words, request };
}
