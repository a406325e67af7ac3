import { fieldKeyInWords, fieldParts, type FieldError } from '@timely/contract/first-page';
import { useApiErrorWords } from './api-errors/use-api-error-words';

/**
 * What the server said about one field, as a sentence that names the field ("Password is one of the most
 * common passwords…"), for a message shown away from the field: a toast, an alert, a list of refusals.
 * The field's words stand in for its label until the reader's book has arrived.
 */
export function useFieldSentenceText(): (detail: FieldError) => string {
  const { words, request } = useApiErrorWords(true);
  return (detail) => {
    if (words) return words.fieldSentence(detail);
    request();
    return `${fieldKeyInWords(fieldParts(detail.field).key)} ${detail.message.replace(/\.$/, '')}.`;
  };
}
