import type { LoginResponse, RefreshResponse, SessionUser } from '@timely/contract';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { clearStoredSession, readStoredSession, writeStoredSession, type Session } from './session-storage';

// Private: only the action atoms below may change who is signed in.
const sessionBaseAtom = atomWithLazy<Session | null>(() => readStoredSession());
sessionBaseAtom.debugLabel = 'sessionBase';

/** The signed-in session, or null. Read-only: change it with loginAtom, logoutAtom, tokensRefreshedAtom. */
export const sessionAtom = atom((get) => get(sessionBaseAtom));
sessionAtom.debugLabel = 'session';

export const sessionUserAtom = atom((get) => get(sessionBaseAtom)?.user ?? null);
export const isSignedInAtom = atom((get) => get(sessionBaseAtom) !== null);
export const roleAtom = atom((get) => get(sessionBaseAtom)?.user.role ?? null);
export const levelAtom = atom((get) => get(sessionBaseAtom)?.user.level ?? null);
export const isAdminAtom = atom((get) => get(sessionBaseAtom)?.user.role === 'admin');

/** Stores a login answer under the spec's keys and signs the user in. */
export const loginAtom = atom(null, (_get, set, response: LoginResponse) => {
  writeStoredSession(response);
  set(sessionBaseAtom, { token: response.token, refreshToken: response.refreshToken, user: response.user });
});

/** Signs out: clears every stored key and the session. */
export const logoutAtom = atom(null, (_get, set) => {
  clearStoredSession();
  set(sessionBaseAtom, null);
});

/** A refreshed token pair replaces the old one, keeping the user. */
export const tokensRefreshedAtom = atom(null, (get, set, tokens: Pick<RefreshResponse, 'token' | 'refreshToken'>) => {
  const current = get(sessionBaseAtom);
  if (!current) return;
  const next = { ...current, token: tokens.token, refreshToken: tokens.refreshToken };
  writeStoredSession(next);
  set(sessionBaseAtom, next);
});

/** The user edited their own profile (name, avatar, time zone). */
export const sessionUserUpdatedAtom = atom(null, (get, set, user: SessionUser) => {
  const current = get(sessionBaseAtom);
  if (!current) return;
  const next = { ...current, user };
  writeStoredSession(next);
  set(sessionBaseAtom, next);
});

/** For tests only (exported through `@timely/shared-auth/testing`): hydrate a session directly. */
export const sessionAtomForTests = sessionBaseAtom;
