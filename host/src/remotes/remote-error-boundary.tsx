import { ErrorState, type RemoteKey } from '@timely/shared-ui';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../app/error-boundary';
import { RemoteIncompatibleError, RemoteUnavailableError } from './remote-registry';

type RemoteErrorBoundaryProps = {
  remote: RemoteKey;
  /** Load the remote again (after it failed to load). */
  onRetry: () => void;
  /** Changes when the user navigates: a render error is forgotten on the next route. */
  resetKey: string;
  children: ReactNode;
};

/**
 * Keeps a failing remote inside its own outlet: sidebar, top bar and the other remotes keep working.
 * A remote that did not load offers Retry; a remote that crashed while rendering offers Reload.
 */
export function RemoteErrorBoundary({ remote, onRetry, resetKey, children }: RemoteErrorBoundaryProps) {
  return (
    <ErrorBoundary
      logLabel={`remote ${remote}`}
      resetKey={resetKey}
      fallback={(error, clear) => (
        <RemoteFailed
          remote={remote}
          error={error}
          retry={() => {
            clear();
            onRetry();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function RemoteFailed({ remote, error, retry }: { remote: RemoteKey; error: Error; retry: () => void }) {
  if (error instanceof RemoteIncompatibleError) {
    return (
      <ErrorState
        title="This module was built for other library versions"
        message={
          <>
            The {remote} module cannot run inside this portal:
            <ul style={{ textAlign: 'left', display: 'inline-block', margin: '8px 0 0' }}>
              {error.mismatches.map((mismatch) => (
                <li key={mismatch.name}>
                  it needs{' '}
                  <strong>
                    {mismatch.name} {mismatch.requiredVersion}
                  </strong>
                  , the portal runs {mismatch.name} {mismatch.portalVersion}
                </li>
              ))}
            </ul>
          </>
        }
      />
    );
  }
  if (error instanceof RemoteUnavailableError) {
    return (
      <ErrorState
        title="This module is unavailable right now"
        message={`The ${remote} module could not be loaded. The rest of Timely keeps working; try again in a moment.`}
        actions={
          <Button type="primary" onClick={retry}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <ErrorState
      status="error"
      title="Something went wrong in this module"
      message={error.message}
      actions={<Button onClick={retry}>Reload module</Button>}
    />
  );
}
