import path from 'node:path';
import { API_PORT, HOST_PORT, REMOTES, remoteMap, type RemoteKey } from '../remotes.ts';
import { stopAllOnExit } from './processes.ts';
import { startApi, startApp } from './services.ts';
import { log, ROOT } from './workspace.ts';

/**
 * `npm run compose -- --feeds=http://…/mf-manifest.json [--projects=…] [--api=http://…]`: serves the
 * host (from its existing build) with the given remote map; remotes not named come from their local
 * builds, and the API starts locally unless --api names one. The same variables (PORTAL_REMOTE_<KEY>_URL,
 * PORTAL_API_URL) point the e2e suite at any composition.
 */
export async function compose(given: Partial<Record<RemoteKey | 'api', string>>): Promise<void> {
  const options = urlsOf(given);
  const overrides: Record<string, string> = {};
  for (const key of Object.keys(REMOTES) as RemoteKey[]) {
    if (options[key]) overrides[`PORTAL_REMOTE_${key.toUpperCase()}_URL`] = options[key]!;
  }
  if (options.api) overrides.PORTAL_API_URL = options.api;
  Object.assign(process.env, overrides);

  const children = [];
  if (!options.api) children.push(startApi({ dataDir: process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data') }));
  for (const key of Object.keys(REMOTES) as RemoteKey[]) if (!options[key]) children.push(startApp(key));
  children.push(startApp('host'));
  stopAllOnExit(children);

  const map = remoteMap();
  log(`composed portal on http://localhost:${HOST_PORT} (API ${options.api ?? `http://localhost:${API_PORT}`})`);
  for (const [key, url] of Object.entries(map))
    log(`  ${key.padEnd(8)} ${url}${options[key as RemoteKey] ? '  (given)' : ''}`);
}

/** Each URL given, checked (anything that is not a URL is refused) and normalised. */
function urlsOf(given: Partial<Record<RemoteKey | 'api', string>>): Partial<Record<RemoteKey | 'api', string>> {
  const options: Partial<Record<RemoteKey | 'api', string>> = {};
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!URL.canParse(value)) throw new Error(`--${key}=${value} is not a URL`);
    options[key as RemoteKey | 'api'] = new URL(value).toString();
  }
  return options;
}
