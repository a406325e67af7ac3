import type { RemoteKey } from '@timely/shared-ui';
import { readManifestEarly } from '../remotes/remote-manifest';
import type { RemoteMap } from '../remotes/remote-map';
import { acceptPublishedScreens, screensUnavailable, startScreensFromCache } from './screen-store';

/**
 * At start-up, reads every remote's manifest for the screens it publishes, all at once and without
 * holding up the first render: until a manifest answers, its remote's menu is the last copy it published.
 * The remote's first load and the federation runtime reuse each manifest read here: one request per remote.
 */
export function loadPublishedScreens(map: RemoteMap): Promise<void> {
  const entries = Object.entries(map).filter((entry): entry is [RemoteKey, string] => Boolean(entry[1]));
  startScreensFromCache(entries.map(([remote]) => remote));
  return Promise.all(
    entries.map(([remote, url]) => {
      // a manifest that never answers (a stalled server) must not hold an unknown path off its 404 for good
      const giveUp = setTimeout(() => screensUnavailable(remote), MANIFEST_WAIT_MS);
      return readManifestEarly(url)
        .then(
          (manifest) => acceptPublishedScreens(remote, manifest.screens),
          () => screensUnavailable(remote),
        )
        .finally(() => clearTimeout(giveUp));
    }),
  ).then(() => undefined);
}

/** How long a path no known screen matches waits for a remote's manifest before it is a 404. */
export const MANIFEST_WAIT_MS = 8000;
