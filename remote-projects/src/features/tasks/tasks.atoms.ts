import type { TaskTab } from '@timely/contract';
import { atomWithStorage } from 'jotai/utils';

/** The tasks tab the user chose last (issue #49): a sprint's tasks open on it when the URL names none. */
export const lastTaskTabAtom = atomWithStorage<TaskTab | null>('portal.tasksTab.v1', null);
lastTaskTabAtom.debugLabel = 'lastTaskTabAtom';
