import type { RemoteKey } from '@timely/shared-ui';
import { useSyncExternalStore } from 'react';
import type { RefusedOverride } from './remote-map';

/** A shared package an app asked for; `singleton: false` marks a may-be-bundled one (it may bring its own copy). */
export type SharedRequirement = { name: string; requiredVersion: string; version: string; singleton?: false };

/** What the host knows about one remote: where it came from, which build it is, how loading went. */
export type RemoteStatus = {
  url: string;
  deployedUrl?: string;
  overridden: boolean;
  state: 'not loaded' | 'loading' | 'loaded' | 'failed' | 'incompatible';
  version?: string;
  buildId?: string;
  loadMs?: number;
  error?: string;
  shared?: SharedRequirement[];
};

type Snapshot = { remotes: Partial<Record<RemoteKey, RemoteStatus>>; refused: RefusedOverride[] };

// A tiny external store (read with useSyncExternalStore) because the federation code that updates it
// runs outside React and before the jotai Provider exists.
let snapshot: Snapshot = { remotes: {}, refused: [] };
const listeners = new Set<() => void>();

export function setRemoteStatuses(next: Snapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function updateRemoteStatus(remote: RemoteKey, patch: Partial<RemoteStatus>): void {
  const current = snapshot.remotes[remote];
  if (!current) return;
  setRemoteStatuses({ ...snapshot, remotes: { ...snapshot.remotes, [remote]: { ...current, ...patch } } });
}

export function getRemoteStatuses(): Snapshot {
  return snapshot;
}

export function useRemoteStatuses(): Snapshot {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
