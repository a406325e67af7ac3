import { ErrorState, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { hostMessages } from '../messages/messages';

/**
 * The host's own code arrives in chunks (the signed-in chrome, the profile and error pages). One that
 * fails to download, or a page that crashes, shows a way back instead of a blank window.
 */
export function PageErrorBoundary({
  children,
  resetKey,
}: {
  children: ReactNode;
  /** Changes on navigation. */ resetKey: string;
}) {
  return (
    <ErrorBoundary logLabel="a page" resetKey={resetKey} fallback={() => <PageFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function PageFailed() {
  const t = useMessages(hostMessages);
  return (
    <ErrorState
      status="error"
      title={t('pageError.title')}
      message={t('pageError.text')}
      actions={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </Button>
      }
    />
  );
}
