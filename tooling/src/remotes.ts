/**
 * Where each app of the portal runs. Ports are the defaults of `npm start` and dev; every URL can be
 * overridden at deploy time (PORTAL_REMOTE_<KEY>_URL, PORTAL_API_URL) without rebuilding anything.
 */
// PORTAL_PORT_OFFSET moves every port at once, so two checkouts can run their e2e suites side by side.
const OFFSET = Number(process.env.PORTAL_PORT_OFFSET ?? 0);

export const HOST_PORT = 3000 + OFFSET;
export const API_PORT = 4000 + OFFSET;

/**
 * The API's JavaScript heap, in MB, as every launcher starts it (`node --max-old-space-size`). Left to
 * itself V8 lets the garbage of a long export pile up to hundreds of MB before collecting it; the API's
 * live data (its caches are buffers, the embedded database its own memory) stays far below this.
 */
const API_HEAP_MB = 256;
/** node's flags for the API's process. */
export const API_NODE_FLAGS = ['--enable-source-maps', `--max-old-space-size=${API_HEAP_MB}`] as const;

export const REMOTES = {
  projects: { federationName: 'remote_projects', folder: 'remote-projects', port: 3001 + OFFSET },
  peers: { federationName: 'remote_peers', folder: 'remote-peers', port: 3002 + OFFSET },
  feeds: { federationName: 'remote_feeds', folder: 'remote-feeds', port: 3003 + OFFSET },
  kpi: { federationName: 'remote_kpi', folder: 'remote-kpi', port: 3004 + OFFSET },
  apps: { federationName: 'remote_apps', folder: 'remote-apps', port: 3005 + OFFSET },
} as const;

export type RemoteKey = keyof typeof REMOTES;
export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

type Env = Record<string, string | undefined>;

export function remoteManifestUrl(key: RemoteKey, env: Env = process.env): string {
  return env[`PORTAL_REMOTE_${key.toUpperCase()}_URL`] ?? `http://localhost:${REMOTES[key].port}/mf-manifest.json`;
}

export function remoteMap(env: Env = process.env): Record<RemoteKey, string> {
  return Object.fromEntries(REMOTE_KEYS.map((key) => [key, remoteManifestUrl(key, env)])) as Record<RemoteKey, string>;
}

export function apiBaseUrl(env: Env = process.env): string {
  return env.PORTAL_API_URL ?? `http://localhost:${API_PORT}`;
}
