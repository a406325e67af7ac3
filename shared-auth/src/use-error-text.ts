import { useMessages } from '@timely/shared-ui';
import { toApiError } from './api-error';
import { useApiErrorTranslations } from './api-errors/use-api-error-translations';
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
  const { language, translations, request } = useApiErrorTranslations();
  return (error) => {
    const apiError = toApiError(error);
    if (apiError.code in CLIENT_CODES) return t(CLIENT_CODES[apiError.code as keyof typeof CLIENT_CODES]);
    if (apiError.code === 'http') return t('error.http', { status: apiError.status });
    // in English the server's message is the catalog's text already
    const translated =
      language === 'en' ? (apiError.apiCode ? apiError.message : undefined) : translations?.errorText(apiError);
    if (language !== 'en' && !translations) request();
    if (translated === undefined) return apiError.message;
    // a server fault is reported by users: the reference finds the request in the server's log
    return apiError.status >= 500 && apiError.requestId
      ? t('error.withReference', { message: translated, requestId: apiError.requestId })
      : translated;
  };
}
