/** The remotes of the portal, by the key the host's remote map (remotes.json) uses. */
export const REMOTE_KEYS = ['projects', 'peers', 'feeds', 'kpi', 'apps'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

/** The federation name a remote is built under (`remote_projects`), a valid JS identifier. */
export function federationName(key: RemoteKey): `remote_${RemoteKey}` {
  return `remote_${key}`;
}
