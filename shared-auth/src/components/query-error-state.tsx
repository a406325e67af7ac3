import { ErrorState } from '@timely/shared-ui';
import type { ComponentProps } from 'react';
import { toApiError } from '../api-error';

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
  return (
    <ErrorState
      {...props}
      message={toApiError(query.error).message}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
