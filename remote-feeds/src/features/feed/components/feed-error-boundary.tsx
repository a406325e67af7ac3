import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState, useMessages } from '@timely/shared-ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { feedsMessages } from '../../../messages/messages';

/** Keeps a crash inside the feed list: the page header and composer stay usable, and Retry renders it again. */
export function FeedErrorBoundary({ children }: { children: ReactNode }) {
  const t = useMessages(feedsMessages);
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={(error) => console.error('[remote_feeds] the feed list failed to render', error)}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <ErrorState
              title={t('feed.crashTitle')}
              message={error instanceof Error ? error.message : t('feed.crashText')}
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
