import { ErrorState } from '@timely/shared-ui';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

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
    <ErrorBoundary label="a page" resetKey={resetKey} fallback={() => <PageFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function PageFailed() {
  return (
    <ErrorState
      status="error"
      title="This page could not be shown"
      message="Part of the portal did not load, perhaps because the connection dropped. Reload to try again; nothing you saved is lost."
      actions={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
