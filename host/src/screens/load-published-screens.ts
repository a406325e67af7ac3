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
    entries.map(([remote, url]) =>
      readManifestEarly(url).then(
        (manifest) => acceptPublishedScreens(remote, manifest.screens),
        () => screensUnavailable(remote),
      ),
    ),
  ).then(() => undefined);
}
