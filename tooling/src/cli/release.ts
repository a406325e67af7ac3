import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_KEYS, type RemoteKey } from '../remotes.ts';
import { checkVersion, promote, readServed, releaseDir, rollback } from '../releases/served-releases.ts';
import { appFolder, log } from './workspace.ts';
import { buildApp } from './build.ts';

export function parseRemote(name: string | undefined): RemoteKey {
  if (!name || !(REMOTE_KEYS as string[]).includes(name)) throw new Error(`name one remote: ${REMOTE_KEYS.join(', ')}`);
  return name as RemoteKey;
}

/**
 * `release <remote> [--version v]`: builds the remote into releases/<remote>/<version>/, its version and
 * build id in its manifest. Served only once promoted. A version is released once: a second build under
 * the same name would change what a promoted map points to.
 */
export async function release(remote: RemoteKey, given?: string): Promise<void> {
  const version = checkVersion(
    given ??
      (JSON.parse(readFileSync(path.join(appFolder(remote), 'package.json'), 'utf8')) as { version: string }).version,
  );
  const dir = releaseDir(remote, version);
  if (existsSync(path.join(dir, 'mf-manifest.json')))
    throw new Error(`${remote} ${version} is already released (${dir}): raise the version or pass --version`);
  process.env.PORTAL_DIST_DIR = dir;
  process.env.PORTAL_BUILD_VERSION = version;
  await buildApp(remote, true);
  log(`${remote} ${version} released in ${dir}; serve it with: npm run promote -- ${remote} ${version}`);
}

export function promoteCommand(remote: RemoteKey, version: string | undefined): void {
  if (!version) throw new Error(`name the version: npm run promote -- ${remote} <version>`);
  promote(remote, version);
  log(`${remote} now serves ${version} from the next page load`);
}

export function rollbackCommand(remote: RemoteKey): void {
  rollback(remote);
  const now = readServed()[remote]?.current;
  log(`${remote} now serves ${now ?? 'its deployed build'} from the next page load`);
}
