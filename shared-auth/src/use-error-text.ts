import { useMessages } from '@timely/shared-ui';
import { toApiError } from './api-error';
import { authMessages } from './messages/messages';

const CLIENT_CODES = {
  timeout: 'error.timeout',
  unreachable: 'error.unreachable',
  contract: 'error.contract',
} as const;

/**
 * What a failure says to the user, in their language: the failures the client itself names (offline, timed
 * out, an answer of the wrong shape) from shared-auth's messages, and the server's own message otherwise.
 */
// TODO(#32): the server's messages are English; translate them by a stable code per message
export function useErrorText(): (error: unknown) => string {
  const t = useMessages(authMessages);
  return (error) => {
    const apiError = toApiError(error);
    if (apiError.code in CLIENT_CODES) return t(CLIENT_CODES[apiError.code as keyof typeof CLIENT_CODES]);
    if (apiError.code === 'http') return t('error.http', { status: apiError.status });
    return apiError.message;
  };
}
