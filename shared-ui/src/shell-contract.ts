import type { ComponentType } from 'react';

// the remote keys sit below both this contract and the route table, which each need them
export { REMOTE_KEYS, federationName, type RemoteKey } from './remote-keys';

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
export type RemoteAppModule = {
  default: RemoteApp;
  /**
   * Loads the code of these screens of the remote, by the names its screens.ts publishes (a name it does
   * not own is ignored), without rendering them: the host calls it once the portal is idle.
   */
  preload?: (screens: readonly string[]) => Promise<void>;
};
