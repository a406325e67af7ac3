import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_KEYS, remoteManifestUrl, type RemoteKey } from '../remotes.ts';

type Env = Record<string, string | undefined>;

/** Which release of each remote the portal serves, and the ones served before it (the last is rolled back to). */
export type ServedReleases = Partial<Record<RemoteKey, { current: string; previous: string[] }>>;

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where released builds live: `<dir>/<remote>/<version>/`, and `served.json`. PORTAL_RELEASES_DIR moves it. */
export function releasesDir(env: Env = process.env): string {
  return path.resolve(env.PORTAL_RELEASES_DIR ?? path.join(ROOT, 'releases'));
}

export function releaseDir(remote: RemoteKey, version: string, env: Env = process.env): string {
  return path.join(releasesDir(env), remote, version);
}

// a version names a folder and a URL segment: semver characters only, never a path
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

export function checkVersion(version: string): string {
  if (!VERSION.test(version) || version.includes('..')) throw new Error(`"${version}" is not a version (letters, digits, . + - only)`);
  return version;
}

export function readServed(env: Env = process.env): ServedReleases {
  const file = path.join(releasesDir(env), 'served.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServedReleases;
  } catch {
    return {}; // a damaged file serves the deployed builds rather than nothing
  }
}

/** Written to a temporary file first, then renamed: a page load never reads half a file. */
function writeServed(served: ServedReleases, env: Env = process.env): void {
  mkdirSync(releasesDir(env), { recursive: true });
  const file = path.join(releasesDir(env), 'served.json');
  writeFileSync(`${file}.tmp`, `${JSON.stringify(served, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * The remote map a page load gets: each remote's deployed manifest, or, for a remote with a promoted
 * release, that release's manifest beside it on the same server (`…/releases/<version>/mf-manifest.json`).
 */
export function servedRemoteMap(env: Env = process.env): Record<RemoteKey, string> {
  const served = readServed(env);
  return Object.fromEntries(
    REMOTE_KEYS.map((key) => {
      const deployed = remoteManifestUrl(key, env);
      const release = served[key]?.current;
      return [key, release ? new URL(`releases/${encodeURIComponent(release)}/mf-manifest.json`, deployed).toString() : deployed];
    }),
  ) as Record<RemoteKey, string>;
}

/** Serves `version` of the remote from the next page load on; the one served until now can be rolled back to. */
export function promote(remote: RemoteKey, version: string, env: Env = process.env): ServedReleases {
  checkVersion(version);
  if (!existsSync(path.join(releaseDir(remote, version, env), 'mf-manifest.json'))) {
    throw new Error(`${remote} ${version} is not released: run npm run release -- ${remote} first`);
  }
  const served = readServed(env);
  const now = served[remote];
  if (now?.current === version) return served;
  const next = { ...served, [remote]: { current: version, previous: now ? [...now.previous, now.current] : [] } };
  writeServed(next, env);
  return next;
}

/** Serves the release served before the current one, or the deployed build when there was none. */
export function rollback(remote: RemoteKey, env: Env = process.env): ServedReleases {
  const served = readServed(env);
  const now = served[remote];
  if (!now) throw new Error(`${remote} serves its deployed build: there is no release to roll back`);
  const previous = now.previous.at(-1);
  const next: ServedReleases = { ...served };
  if (previous) next[remote] = { current: previous, previous: now.previous.slice(0, -1) };
  else delete next[remote];
  writeServed(next, env);
  return next;
}
