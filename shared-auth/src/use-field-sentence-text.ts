import type { FieldError } from '@timely/contract/first-page';
import { useEffect } from 'react';
import { useApiErrorTranslations } from './api-errors/use-api-error-translations';

/**
 * What the server said about one field, as a sentence that names the field ("Password is one of the most
 * common passwords…"), for a message shown away from the field: a toast, an alert, a list of refusals.
 * The catalog of the API's translations (the fields' labels among them) is asked for when a screen that may need it
 * mounts, not with the first page; if a refusal comes before it arrives, the field's path stands before the
 * server's words.
 */
export function useFieldSentenceText(): (detail: FieldError) => string {
  const { translations, request } = useApiErrorTranslations(true);
  useEffect(request, [request]);
  return (detail) => {
    if (translations) return translations.fieldSentence(detail);
    request();
    return `${detail.field}: ${detail.message}`;
  };
}
