import type { RemoteKey, ScreenManifest } from '@timely/shared-ui';

// the remotes' screens as their screens.ts declared them when this host was built (tooling's known-screens.ts)
declare const PORTAL_KNOWN_SCREENS: readonly ScreenManifest[] | undefined;

const KNOWN: readonly ScreenManifest[] = typeof PORTAL_KNOWN_SCREENS === 'undefined' ? [] : PORTAL_KNOWN_SCREENS;

/**
 * A remote's screens as the host knew them when it was built: its menu entries and routes until the
 * remote's manifest publishes its own (and for good while a remote it has never reached stays down).
 */
export function knownScreensOf(remote: RemoteKey): ScreenManifest[] {
  return KNOWN.filter((screen) => screen.remote === remote);
}

/** A screen by its name in the host's copy (the labels of a remote built before it published its own). */
export function knownScreenNamed(name: string): ScreenManifest | undefined {
  return KNOWN.find((screen) => screen.name === name);
}
