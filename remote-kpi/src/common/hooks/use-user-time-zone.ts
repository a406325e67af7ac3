import { sessionUserAtom } from '@timely/shared-auth';
import { useAtomValue } from 'jotai';

/** The signed-in peer's time zone (the screens' docs in docs/: no hard-coded zone); the browser's when signed out. */
export function useUserTimeZone(): string | undefined {
  return useAtomValue(sessionUserAtom)?.timeZone;
}
