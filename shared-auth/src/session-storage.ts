import { levelSchema, roleSchema, type LoginResponse, type SessionUser } from '@timely/contract/first-page';
import { z } from 'zod';
import { ALL_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys';

export type Session = { token: string; refreshToken: string; user: SessionUser };

// companyLogo, companyWorkingDays: absent from sessions stored before the API sent them
const profileSchema = z.object({
  email: z.string(),
  companyName: z.string(),
  timeZone: z.string(),
  companyLogo: z.string().nullable().optional(),
  companyWorkingDays: z.array(z.number().int().min(0).max(6)).optional(),
});

/** Reads the session saved under the spec's keys, or null when any part is missing or malformed. */
export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): Session | null {
  if (!storage) return null;
  const get = (key: string) => storage.getItem(key);
  const token = get(STORAGE_KEYS.token);
  const refreshToken = get(STORAGE_KEYS.refreshToken);
  const userId = get(STORAGE_KEYS.userId);
  const company = get(STORAGE_KEYS.company);
  const name = get(STORAGE_KEYS.userName);
  const role = roleSchema.safeParse(get(STORAGE_KEYS.role));
  const level = levelSchema.safeParse(get(STORAGE_KEYS.level));
  const profile = safeJson(get(STORAGE_KEYS.profile), profileSchema);
  if (!token || !refreshToken || !userId || !company || name === null || !role.success || !level.success || !profile)
    return null;
  const profilePic = get(STORAGE_KEYS.profilePic);
  return {
    token,
    refreshToken,
    user: {
      _id: userId,
      name,
      role: role.data,
      level: level.data,
      company,
      profilePic: profilePic || null,
      ...profile,
    },
  };
}

export function writeStoredSession(session: Session | LoginResponse, storage: Storage = globalThis.localStorage): void {
  const { user } = session;
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  storage.setItem(STORAGE_KEYS.userId, user._id);
  storage.setItem(STORAGE_KEYS.company, user.company);
  storage.setItem(STORAGE_KEYS.userName, user.name);
  storage.setItem(STORAGE_KEYS.role, user.role);
  storage.setItem(STORAGE_KEYS.level, user.level);
  storage.setItem(STORAGE_KEYS.profilePic, user.profilePic ?? '');
  storage.setItem(
    STORAGE_KEYS.profile,
    JSON.stringify({
      email: user.email,
      companyName: user.companyName,
      timeZone: user.timeZone,
      ...(user.companyLogo ? { companyLogo: user.companyLogo } : {}),
      ...(user.companyWorkingDays ? { companyWorkingDays: user.companyWorkingDays } : {}),
    }),
  );
  if (storage.getItem(STORAGE_KEYS.isFirstLoad) === null) storage.setItem(STORAGE_KEYS.isFirstLoad, 'true');
}

/** Log out: every key the portal stored goes, not only the session's. */
export function clearStoredSession(storage: Storage = globalThis.localStorage): void {
  for (const key of ALL_STORAGE_KEYS) storage.removeItem(key);
}

function safeJson<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // hand-edited or truncated storage: treat as signed out
  }
}
