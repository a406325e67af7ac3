import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

// Private: the id of the pinned post this browser has collapsed. A newly pinned post opens again.
const collapsedPinBaseAtom = atomWithStorage<string | null>('portal.feeds.collapsedPin.v1', null);
collapsedPinBaseAtom.debugLabel = 'feeds.collapsedPin';

/** Whether the pinned post with this id is collapsed, read and written as one flag per post. */
export const collapsedPinIdAtom = atom((get) => get(collapsedPinBaseAtom));

export const setPinCollapsedAtom = atom(null, (_get, set, change: { id: string; collapsed: boolean }) => {
  set(collapsedPinBaseAtom, change.collapsed ? change.id : null);
});
