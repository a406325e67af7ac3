import { useMessages } from '@timely/shared-ui';
import { toApiError } from './api-error';
import { apiErrorText } from './api-errors/translate-api-error';
import { apiErrorMessages } from './api-errors/messages/messages';
import { authMessages } from './messages/messages';

const CLIENT_CODES = {
  timeout: 'error.timeout',
  unreachable: 'error.unreachable',
  contract: 'error.contract',
} as const;

/**
 * What a failure says to the user, in their language: the failures the client itself names (offline, timed
 * out, an answer of the wrong shape) from shared-auth's messages, the server's by their stable code, and the
 * server's English message for a code this app does not know yet (a newer server).
 */
export function useErrorText(): (error: unknown) => string {
  const t = useMessages(authMessages);
  const api = useMessages(apiErrorMessages);
  return (error) => {
    const apiError = toApiError(error);
    if (apiError.code in CLIENT_CODES) return t(CLIENT_CODES[apiError.code as keyof typeof CLIENT_CODES]);
    if (apiError.code === 'http') return t('error.http', { status: apiError.status });
    const translated = apiErrorText(api, apiError);
    if (translated === undefined) return apiError.message;
    // a server fault is reported by users: the reference finds the request in the server's log
    return apiError.status >= 500 && apiError.requestId
      ? t('error.withReference', { message: translated, requestId: apiError.requestId })
      : translated;
  };
}
