import { ErrorState, type RemoteKey, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../app/error-boundary';
import { RemoteIncompatibleError, RemoteUnavailableError } from './remote-registry';
import { hostMessages } from '../messages/messages';

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
  const t = useMessages(hostMessages);
  if (error instanceof RemoteIncompatibleError) {
    return (
      <ErrorState
        title={t('remote.incompatible.title')}
        message={
          <>
            {t('remote.incompatible.text', { remote })}
            <ul style={{ textAlign: 'left', display: 'inline-block', margin: '8px 0 0' }}>
              {error.mismatches.map((mismatch) => (
                <li key={mismatch.name}>
                  {t('remote.incompatible.needs')}{' '}
                  <strong>
                    {mismatch.name} {mismatch.requiredVersion}
                  </strong>
                  {t('remote.incompatible.runs', { name: mismatch.name, version: mismatch.portalVersion })}
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
        title={t('remote.unavailable.title')}
        message={t('remote.unavailable.text', { remote })}
        actions={
          <Button type="primary" onClick={retry}>
            {t('remote.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <ErrorState
      status="error"
      title={t('remote.crashed.title')}
      message={error.message}
      actions={<Button onClick={retry}>{t('remote.reload')}</Button>}
    />
  );
}
