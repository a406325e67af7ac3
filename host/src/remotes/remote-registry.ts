import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteAppModule, type RemoteKey } from '@timely/shared-ui';
import type { RefusedOverride, RemoteMap } from './remote-map';
import { fetchRemoteManifest, manifestReadOnce, takeRemoteManifest } from './remote-manifest';
import { findMismatches, portalSharedVersions, type SharedMismatch } from './shared-compat';
import { getRemoteStatuses, setRemoteStatuses, updateRemoteStatus } from './remote-status';
import { acceptPublishedScreens } from '../screens/screen-store';

/**
 * Tells the federation runtime where each remote's manifest is: the deployed map (remotes.json) with
 * this session's accepted overrides on top. Statuses start as 'not loaded' for the About view.
 */
export function registerPortalRemotes(
  deployed: RemoteMap,
  overrides: RemoteMap = {},
  refused: RefusedOverride[] = [],
): void {
  const effective: RemoteMap = { ...deployed, ...overrides };
  const remotes = Object.fromEntries(
    Object.entries(effective).map(([key, url]) => [
      key,
      {
        url: url!,
        deployedUrl: deployed[key as RemoteKey],
        overridden: key in overrides,
        state: 'not loaded' as const,
      },
    ]),
  );
  setRemoteStatuses({ remotes, refused });
  registerPlugins([manifestReadOnce]);
  registerRemotes(
    Object.entries(effective).map(([key, entry]) => ({ name: federationName(key as RemoteKey), entry: entry! })),
  );
}

function manifestUrlOf(remote: RemoteKey): string | undefined {
  return getRemoteStatuses().remotes[remote]?.url;
}

/**
 * Loads a remote's `./App`. First its manifest is read and its shared singletons checked against what
 * the portal runs, so a remote built for another major shows a clear message instead of crashing.
 * `fresh` re-registers the remote, dropping what the runtime cached from a failed attempt, so Retry
 * works once the remote is back, without reloading the page.
 */
export async function loadRemoteApp(remote: RemoteKey, fresh: boolean): Promise<RemoteAppModule> {
  const entry = manifestUrlOf(remote);
  if (!entry) throw new RemoteUnavailableError(remote, "it is not in this portal's remote map");
  if (fresh) registerRemotes([{ name: federationName(remote), entry }], { force: true });
  const started = performance.now();
  updateRemoteStatus(remote, { state: 'loading', error: undefined });
  try {
    const manifest = await (fresh ? fetchRemoteManifest(entry) : takeRemoteManifest(entry));
    updateRemoteStatus(remote, { version: manifest.version, buildId: manifest.buildId, shared: manifest.shared });
    acceptPublishedScreens(remote, manifest.screens);
    const mismatches = findMismatches(manifest.shared, portalSharedVersions());
    if (mismatches.length) throw new RemoteIncompatibleError(remote, mismatches);
    const module = await loadRemote<RemoteAppModule>(`${federationName(remote)}/App`);
    if (!module || typeof module.default !== 'function') throw new Error('its ./App has no default component');
    updateRemoteStatus(remote, { state: 'loaded', loadMs: Math.round(performance.now() - started) });
    return module;
  } catch (error) {
    const failure =
      error instanceof RemoteIncompatibleError
        ? error
        : new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
    updateRemoteStatus(remote, {
      state: failure instanceof RemoteIncompatibleError ? 'incompatible' : 'failed',
      error: failure.message,
      loadMs: Math.round(performance.now() - started),
    });
    throw failure;
  }
}

/** A remote that could not be loaded (down, 404, script error), as opposed to one that failed to render. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteKey,
    readonly reason: string,
  ) {
    super(`The ${remote} module is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote built against shared libraries the portal does not run; it is not loaded at all. */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: RemoteKey,
    readonly mismatches: SharedMismatch[],
  ) {
    super(
      `The ${remote} module needs ${mismatches.map((m) => `${m.name} ${m.requiredVersion} (the portal runs ${m.portalVersion})`).join(', ')}`,
    );
    this.name = 'RemoteIncompatibleError';
  }
}
