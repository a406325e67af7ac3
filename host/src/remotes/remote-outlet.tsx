import type { RemoteApp, RemoteKey } from '@timely/shared-ui';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetRemoteAppLoads, loadedRemoteApp, remoteAppOf } from './remote-apps';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { hostMessages } from '../messages/messages';

// One lazy component per remote, kept across route changes so a loaded remote never suspends again.
const lazyApps = new Map<RemoteKey, LazyExoticComponent<RemoteApp>>();

/** Drops every loaded remote component, e.g. after the remote map changed; the next render loads anew. */
export function forgetRemoteApps(): void {
  lazyApps.clear();
  forgetRemoteAppLoads();
}

function lazyAppOf(remote: RemoteKey, fresh: boolean): LazyExoticComponent<RemoteApp> {
  let app = lazyApps.get(remote);
  if (!app || fresh) {
    app = lazy(() => remoteAppOf(remote, fresh));
    lazyApps.set(remote, app);
  }
  return app;
}

/** The remote's component: the loaded one (preloaded while the portal was idle), else a lazy one. */
function appOf(remote: RemoteKey): RemoteApp {
  return loadedRemoteApp(remote)?.default ?? lazyAppOf(remote, false);
}

/** Where a remote renders inside the host's layout, with its own loading state and error boundary. */
export function RemoteOutlet({ remote }: { remote: RemoteKey }) {
  const t = useMessages(hostMessages);
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [App, setApp] = useState(() => appOf(remote));
  const [appRemote, setAppRemote] = useState(remote);
  if (appRemote !== remote) {
    setAppRemote(remote);
    setApp(() => appOf(remote));
  }
  const retry = () => {
    setAttempt((value) => value + 1);
    setApp(() => lazyAppOf(remote, true));
  };
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} resetKey={`${remote}:${location.pathname}:${attempt}`}>
      <Suspense fallback={<LoadingState label={t('remote.loading', { remote })} screen />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
