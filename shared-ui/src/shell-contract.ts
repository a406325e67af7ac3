import type { ComponentType } from 'react';

/** The remotes of the portal, by the key the host's remote map (remotes.json) uses. */
export const REMOTE_KEYS = ['projects', 'peers', 'feeds', 'kpi'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

/** The federation name a remote is built under (`remote_projects`), a valid JS identifier. */
export function federationName(key: RemoteKey): `remote_${RemoteKey}` {
  return `remote_${key}`;
}

/**
 * What every remote exposes as `./App`: one component that renders the remote's own routes. The host
 * mounts it inside its router, jotai Provider and antd ConfigProvider, so the remote reads the same
 * session, theme and location as the shell.
 */
export type RemoteAppProps = {
  /** Where the remote is mounted; the portal mounts every remote at the root. */
  basePath?: string;
};
export type RemoteApp = ComponentType<RemoteAppProps>;
export type RemoteAppModule = { default: RemoteApp };
