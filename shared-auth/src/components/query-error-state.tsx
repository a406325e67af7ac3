import { ErrorState, useMessages } from '@timely/shared-ui';
import type { ComponentProps } from 'react';
import { authMessages } from '../messages/messages';
import { useErrorText } from '../use-error-text';

/** What the error state needs of one query (or of several, with a refetch that retries them all). */
type FailedQuery = { error: unknown; refetch: () => unknown };

type QueryErrorStateProps = Omit<ComponentProps<typeof ErrorState>, 'message' | 'onRetry' | 'error'> & {
  query: FailedQuery;
};

/**
 * A failed query as every screen shows it: the server's message, Retry for what a retry can fix and a
 * way out (`exit`) for what it cannot (a 4xx), so no screen can forget to pass the failure along.
 */
export function QueryErrorState({ query, ...props }: QueryErrorStateProps) {
  const t = useMessages(authMessages);
  const errorText = useErrorText();
  return (
    <ErrorState
      title={t('query.failedTitle')}
      {...props}
      message={errorText(query.error)}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
