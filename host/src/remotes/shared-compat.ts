import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { SharedRequirement } from './remote-status';

export type SharedMismatch = { name: string; requiredVersion: string; portalVersion: string };

type ShareScope = Record<string, Record<string, { from?: string; loaded?: boolean; useIn?: string[] }>>;

/** The version of each shared library the portal runs: the one loaded, else the host's own. */
export function portalSharedVersions(): Record<string, string> {
  const scope = (getInstance()?.shareScopeMap?.default ?? {}) as ShareScope;
  const versions: Record<string, string> = {};
  for (const [name, byVersion] of Object.entries(scope)) {
    const entries = Object.entries(byVersion);
    const chosen =
      entries.find(([, info]) => info.loaded) ?? entries.find(([, info]) => info.from === 'host') ?? entries[0];
    if (chosen) versions[name] = chosen[0];
  }
  return versions;
}

/**
 * Which version of each shared library each app got, by its federation name (`host`, `remote_feeds`):
 * the share scope records every app that took a copy (`useIn`). A singleton shows one version for all;
 * a may-be-bundled package may show the host's for most and a newer one for the remote that brought it.
 */
export function sharedVersionsByApp(): Record<string, Record<string, string>> {
  const scope = (getInstance()?.shareScopeMap?.default ?? {}) as ShareScope;
  const got: Record<string, Record<string, string>> = {};
  for (const [name, byVersion] of Object.entries(scope))
    for (const [version, info] of Object.entries(byVersion))
      for (const app of info.useIn ?? []) (got[app] ??= {})[name] = version;
  return got;
}

/**
 * Singletons a remote cannot share with the portal: it asks for a range the running version does not
 * satisfy (a remote built against another major of react, antd, jotai, the router or a shared-* package).
 */
export function findMismatches(requirements: SharedRequirement[], portal: Record<string, string>): SharedMismatch[] {
  return requirements.flatMap((requirement) => {
    // a may-be-bundled package the page runs an older copy of: the remote brings its own
    if (requirement.singleton === false) return [];
    const portalVersion = portal[requirement.name];
    if (!portalVersion || satisfy(portalVersion, requirement.requiredVersion)) return [];
    return [{ name: requirement.name, requiredVersion: requirement.requiredVersion, portalVersion }];
  });
}

type HostShared = Record<
  string,
  Array<{ version?: string; from?: string; shareConfig?: { requiredVersion?: string | false } }>
>;

/** What the host itself asked for, per shared library (its own build's share map). */
export function hostSharedRequirements(): Record<string, string> {
  const shared = ((getInstance()?.options as { shared?: HostShared } | undefined)?.shared ?? {}) as HostShared;
  const asked: Record<string, string> = {};
  for (const [name, entries] of Object.entries(shared)) {
    const own = entries.find((entry) => entry.from === 'host') ?? entries[0];
    const range = own?.shareConfig?.requiredVersion;
    if (range) asked[name] = range;
  }
  return asked;
}
