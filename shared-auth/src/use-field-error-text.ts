import type { FieldError } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { fieldErrorText } from './api-errors/translate-api-error';
import { apiErrorMessages } from './api-errors/messages/messages';

/**
 * What the server said about one field (an entry of `ApiError.details`), for a form to show under that field:
 * in the reader's language when its code is known, the server's English otherwise.
 */
export function useFieldErrorText(): (detail: FieldError) => string {
  const api = useMessages(apiErrorMessages);
  return (detail) => fieldErrorText(api, detail);
}
