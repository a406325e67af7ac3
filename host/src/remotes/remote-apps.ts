import type { RemoteAppModule, RemoteKey } from '@timely/shared-ui';
import { loadRemoteApp } from './remote-registry';

type AppLoad = { promise: Promise<RemoteAppModule>; module?: RemoteAppModule; failed?: boolean };

// One load of each remote's ./App, shared by its outlet and the idle preload.
const loads = new Map<RemoteKey, AppLoad>();

/**
 * A remote's ./App, loaded once whoever asks first (a visit, or the preload once the portal is idle).
 * `fresh` (Retry) loads it anew; so does the next caller after a failed load, which may have been the
 * preload's, while nobody was looking.
 */
export function remoteAppOf(remote: RemoteKey, fresh = false): Promise<RemoteAppModule> {
  const known = loads.get(remote);
  if (known && !fresh && !known.failed) return known.promise;
  const load: AppLoad = { promise: loadRemoteApp(remote, fresh || Boolean(known?.failed)) };
  load.promise.then(
    (module) => (load.module = module),
    () => (load.failed = true),
  );
  loads.set(remote, load);
  return load.promise;
}

/** The remote's ./App if it has loaded: its outlet renders it at once instead of suspending. */
export function loadedRemoteApp(remote: RemoteKey): RemoteAppModule | undefined {
  return loads.get(remote)?.module;
}

/** Forgets every load, e.g. after the remote map changed; the next visit loads anew. */
export function forgetRemoteAppLoads(): void {
  loads.clear();
}
