import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_KEYS, REMOTES } from '../remotes.ts';
import { translateScreens, type PublishedScreen } from './translate-screens.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The files the host's copy of the remotes' screens is read from: a change to one rebuilds the host. */
export const KNOWN_SCREENS_INPUTS = REMOTE_KEYS.flatMap((key) => [
  `${REMOTES[key].folder}/src/screens.ts`,
  `${REMOTES[key].folder}/src/messages`,
]);

/**
 * Every remote's screens as it publishes them, read from the workspace when the host is built: the host's
 * copy for a remote it has never reached (its menu entries and routes stay, and its outlet says it is
 * unavailable). What a remote's manifest publishes replaces it at run time, so a remote's new screen
 * still needs no host build.
 */
export async function knownScreensOfWorkspace(): Promise<PublishedScreen[]> {
  const lists = await Promise.all(
    REMOTE_KEYS.map(async (key) => {
      const dir = path.join(ROOT, REMOTES[key].folder);
      const owned = (await import(pathToFileURL(path.join(dir, 'src/screens.ts')).href)) as {
        screens: readonly PublishedScreen[];
      };
      return translateScreens(owned.screens, dir);
    }),
  );
  return lists.flat();
}
