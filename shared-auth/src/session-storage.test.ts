import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';
import { STORAGE_KEYS } from './storage-keys';
import { testSessions } from './testing/test-sessions';

beforeEach(() => localStorage.clear());

it('stores the session under the spec keys and reads it back', () => {
  writeStoredSession(testSessions.manager);
  expect(localStorage.getItem('token')).toBe('t-manager');
  expect(localStorage.getItem('adminaccess')).toBe('level2');
  expect(localStorage.getItem('company')).toBe(testSessions.manager.user.company);
  expect(localStorage.getItem('user')).toBe(testSessions.manager.user._id);
  expect(localStorage.getItem('username')).toBe('Max Manager');
  expect(localStorage.getItem('userProfilePic')).toBe('');
  expect(readStoredSession()).toEqual(testSessions.manager);
});

it("keeps the company's working week with the session", () => {
  const sundayToThursday = {
    ...testSessions.manager,
    user: { ...testSessions.manager.user, companyWorkingDays: [0, 1, 2, 3, 4] },
  };
  writeStoredSession(sundayToThursday);
  expect(readStoredSession()).toEqual(sundayToThursday);
});

it('treats a partial or tampered store as signed out', () => {
  writeStoredSession(testSessions.admin);
  localStorage.setItem(STORAGE_KEYS.level, 'level9');
  expect(readStoredSession()).toBeNull();
});

it("log out removes every key it wrote, the shell's caches included", () => {
  writeStoredSession(testSessions.admin);
  localStorage.setItem(STORAGE_KEYS.preferences, '{"theme":"dark"}');
  localStorage.setItem(STORAGE_KEYS.menuOpenGroups, '["dashboard"]');
  localStorage.setItem('unrelated', 'kept');
  clearStoredSession();
  expect(Object.keys(localStorage)).toEqual(['unrelated']);
});
