import { apiBaseUrl, REMOTE_KEYS } from './remotes.ts';
import { servedRemoteMap } from './releases/served-releases.ts';

type Env = Record<string, string | undefined>;

/** Every variable the host's static server reads (serve-app.ts and the files below): docs/operations.md has a row for each. */
export const HOST_SERVER_ENV = [
  'PORT',
  'NODE_ENV',
  'PORTAL_API_URL',
  ...REMOTE_KEYS.map((key) => `PORTAL_REMOTE_${key.toUpperCase()}_URL`),
  'PORTAL_REMOTE_OVERRIDE_ORIGINS',
  'PORTAL_CUSTOMIZER',
  'PORTAL_URL',
  'PORTAL_RELEASES_DIR',
  'PORTAL_PORT_OFFSET',
] as const;

/**
 * The files an app fetches at start-up instead of baking URLs into its bundle. Written from the
 * environment at deploy time (by the static server, or the dev server), so one build runs anywhere.
 */
export function runtimeConfig(env: Env = process.env) {
  return {
    apiBaseUrl: apiBaseUrl(env),
    /** The theme customizer is off unless the deployment turns it on (spec: disabled by default). */
    customizerEnabled: env.PORTAL_CUSTOMIZER === 'on',
    /** Origins an integration tester may load remote overrides from (issue 12). */
    remoteOverrideOrigins: remoteOverrideOrigins(env),
  };
}

const LOOPBACK_ORIGIN = /^(\*|https?:\/\/(\*|([^/:]*\.)?localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)([:/]|$))/i;

/**
 * PORTAL_REMOTE_OVERRIDE_ORIGINS, which goes into `script-src`: any local port on a laptop by default. In
 * production (NODE_ENV=production) the default is none, and a local or wildcard origin stops the server
 * at start-up: any program a visitor runs on their own machine could otherwise serve the portal's scripts.
 */
function remoteOverrideOrigins(env: Env): string[] {
  const production = env.NODE_ENV === 'production';
  const origins = (env.PORTAL_REMOTE_OVERRIDE_ORIGINS ?? (production ? '' : 'http://localhost:*,http://127.0.0.1:*'))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const local = production ? origins.filter((origin) => LOOPBACK_ORIGIN.test(origin)) : [];
  if (local.length > 0)
    throw new Error(
      `PORTAL_REMOTE_OVERRIDE_ORIGINS must not allow localhost or any host in production (${local.join(', ')}): list the testers' own origins (https://test.example.com), or leave it unset`,
    );
  return origins;
}

/** The host's remote map: each remote's manifest URL, a promoted release's where one is (npm run promote). */
export function remotesJson(env: Env = process.env) {
  return { remotes: servedRemoteMap(env) };
}

/** Paths every app serves, and the host also the remote map. */
export function runtimeFiles(isHost: boolean, env: Env = process.env): Record<string, unknown> {
  return isHost
    ? { '/config.json': runtimeConfig(env), '/remotes.json': remotesJson(env) }
    : { '/config.json': runtimeConfig(env) };
}
