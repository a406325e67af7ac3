import { STORAGE_KEYS } from '@timely/shared-auth';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The sidebar groups the user left open (spec §4: "collapsed routes are remembered"), across reloads.
 * Dashboard starts open. Log out clears the key with the session's.
 */
export const menuOpenGroupsAtom = atomWithStorage<string[]>(
  STORAGE_KEYS.menuOpenGroups,
  ['dashboard'],
  createJSONStorage<string[]>(() => localStorage),
  { getOnInit: true },
);
menuOpenGroupsAtom.debugLabel = 'menuOpenGroups';
