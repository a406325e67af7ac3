import { REMOTE_KEYS, type RemoteKey, type ScreenManifest } from '@timely/shared-ui';
import { useSyncExternalStore } from 'react';
import { knownScreensOf } from './known-screens';
import { readPublishedScreens } from './published-screens';

/** Where the host's copy of a remote's screens comes from. */
type ScreensSource = 'published' | 'cached' | 'built-in';
type RemoteScreens = { screens: ScreenManifest[]; source: ScreensSource; pending: boolean };
type Snapshot = Record<RemoteKey, RemoteScreens>;

// the last screens each remote published, so a remote that is down keeps its menu entries in the next visit
export const SCREENS_CACHE_KEY = 'timely.remote-screens';

function builtIn(): Snapshot {
  return Object.fromEntries(
    REMOTE_KEYS.map((remote) => [remote, { screens: knownScreensOf(remote), source: 'built-in', pending: false }]),
  ) as Snapshot;
}

// A small external store (read with useSyncExternalStore): the manifests are read before React renders.
let snapshot: Snapshot = builtIn();
let list: ScreenManifest[] = flatten(snapshot);
const listeners = new Set<() => void>();

function flatten(next: Snapshot): ScreenManifest[] {
  return REMOTE_KEYS.flatMap((remote) => next[remote].screens);
}

function set(remote: RemoteKey, patch: Partial<RemoteScreens>): void {
  snapshot = { ...snapshot, [remote]: { ...snapshot[remote], ...patch } };
  list = flatten(snapshot);
  listeners.forEach((listener) => listener());
}

function readCache(): Partial<Record<RemoteKey, ScreenManifest[]>> {
  try {
    const parsed = JSON.parse(localStorage.getItem(SCREENS_CACHE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      REMOTE_KEYS.flatMap((remote) => {
        const screens = readPublishedScreens(remote, parsed[remote]);
        return screens ? [[remote, screens]] : [];
      }),
    );
  } catch {
    return {}; // storage unavailable or a damaged copy: the built-in screens
  }
}

function writeCache(remote: RemoteKey, screens: ScreenManifest[]): void {
  try {
    const parsed = JSON.parse(localStorage.getItem(SCREENS_CACHE_KEY) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(SCREENS_CACHE_KEY, JSON.stringify({ ...parsed, [remote]: screens }));
  } catch {
    // storage full or refused: the next visit starts from the built-in screens, which is still a menu
  }
}

/**
 * The page load starts from each remote's last published screens (else the built-in copy), marked
 * pending until its manifest has answered: a path no known screen matches waits for them, not a 404.
 */
export function startScreensFromCache(remotes: readonly RemoteKey[]): void {
  const cached = readCache();
  for (const remote of REMOTE_KEYS) {
    const copy = cached[remote];
    set(remote, { ...(copy ? { screens: copy, source: 'cached' as const } : {}), pending: remotes.includes(remote) });
  }
}

/** A remote's manifest answered: its screens, if it publishes them, replace the host's copy. */
export function acceptPublishedScreens(remote: RemoteKey, raw: unknown): void {
  const screens = readPublishedScreens(remote, raw);
  if (!screens) return set(remote, { pending: false });
  writeCache(remote, screens);
  set(remote, { screens, source: 'published', pending: false });
}

/** A remote's manifest did not answer: it keeps the copy it has (cached or built-in), and its menu entries. */
export function screensUnavailable(remote: RemoteKey): void {
  set(remote, { pending: false });
}

/** Back to the built-in screens (tests). */
export function resetScreens(): void {
  snapshot = builtIn();
  list = flatten(snapshot);
  listeners.forEach((listener) => listener());
}

export function getScreens(): ScreenManifest[] {
  return list;
}

export function getScreenSources(): Snapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every remote screen the portal knows, in the remotes' order. */
export function usePortalScreens(): ScreenManifest[] {
  return useSyncExternalStore(subscribe, getScreens);
}

/** Whether some remote's screens are still on their way (its manifest not yet answered). */
export function useScreensPending(): boolean {
  return useSyncExternalStore(subscribe, () => REMOTE_KEYS.some((remote) => snapshot[remote].pending));
}

/** Each remote's screens and where they come from (the About view). */
export function useScreenSources(): Snapshot {
  return useSyncExternalStore(subscribe, getScreenSources);
}
