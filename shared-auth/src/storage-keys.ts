/**
 * The browser storage keys of the session. The first six are the spec's (§3) and keep their names so
 * tools written for the original product still find them; the rest hold what the spec leaves unsaid.
 */
export const STORAGE_KEYS = {
  company: 'company',
  level: 'adminaccess',
  userId: 'user',
  token: 'token',
  userName: 'username',
  profilePic: 'userProfilePic',
  isFirstLoad: 'isFirstLoad',
  role: 'userRole',
  refreshToken: 'refreshToken',
  profile: 'userProfile',
  /** The shell's cache of the user's display preferences (the server keeps the real copy), so a reload paints in the right theme. */
  preferences: 'portal.preferences.v1',
  /** The sidebar groups the user left open. */
  menuOpenGroups: 'portal.menuOpenGroups.v1',
} as const;

/** Every key the portal writes to local storage; log out removes all of them. */
export const ALL_STORAGE_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/**
 * The language last shown in this browser (picked on the sign-in page or saved in the user's preferences).
 * Not one of STORAGE_KEYS: it outlives log out, so the sign-in page speaks the language of the last user.
 */
export const LANGUAGE_STORAGE_KEY = 'portal.language.v1';
