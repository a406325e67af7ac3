import { useAtomValue, useSetAtom } from 'jotai';
import { loginAtom, logoutAtom, sessionAtom } from './session.atoms';

/** The session with its two actions, for components that sign in or out. */
export function useSession() {
  return {
    session: useAtomValue(sessionAtom),
    login: useSetAtom(loginAtom),
    logout: useSetAtom(logoutAtom),
  };
}
