import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from '@timely/shared-ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** Keeps a crash inside the feed list: the page header and composer stay usable, and Retry renders it again. */
export function FeedErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={(error) => console.error('[remote_feeds] the feed list failed to render', error)}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <ErrorState
              title="The feed could not be shown"
              message={error instanceof Error ? error.message : 'Something went wrong while showing the feed.'}
              onRetry={resetErrorBoundary}
              error={error}
            />
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
