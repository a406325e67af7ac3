import type { FieldError } from '@timely/contract';
import { useApiErrorTranslations } from './api-errors/use-api-error-translations';

/**
 * What the server said about one field (an entry of `ApiError.details`), for a form to show under that field:
 * in the reader's language when its code is known, the server's English otherwise.
 */
export function useFieldErrorText(): (detail: FieldError) => string {
  const { translations, request } = useApiErrorTranslations();
  return (detail) => {
    if (translations) return translations.fieldText(detail);
    request();
    return detail.message;
  };
}
