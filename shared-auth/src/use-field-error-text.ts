import type { FieldError } from '@timely/contract';
import { useApiErrorWords } from './api-errors/use-api-error-words';

/**
 * What the server said about one field (an entry of `ApiError.details`), for a form to show under that field:
 * in the reader's language when its code is known, the server's English otherwise.
 */
export function useFieldErrorText(): (detail: FieldError) => string {
  const { words, request } = useApiErrorWords();
  return (detail) => {
    if (words) return words.fieldText(detail);
    request();
    return detail.message;
  };
}
