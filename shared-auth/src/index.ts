export { STORAGE_KEYS, ALL_STORAGE_KEYS, LANGUAGE_STORAGE_KEY } from './storage-keys';
export { readStoredSession, type Session } from './session-storage';
export {
  sessionAtom,
  sessionUserAtom,
  isSignedInAtom,
  roleAtom,
  levelAtom,
  isAdminAtom,
  loginAtom,
  logoutAtom,
  tokensRefreshedAtom,
  sessionUserUpdatedAtom,
} from './session.atoms';
export { useSession } from './use-session';
export { useSignOut } from './use-sign-out';
export { ApiError, toApiError } from './api-error';
export { createApiClient, type ApiClientOptions } from './api-client';
export { useApiClient, provideApiClientAtom } from './api-client.atoms';
export {
  canOpen,
  isLevel3,
  isManagerOrAbove,
  canManagePeers,
  canCreateProject,
  canEditProject,
  LEVEL_LABELS,
} from './roles';
export { RoleGuard } from './role-guard';
export { login } from './api/login';
export { logoutOnServer } from './api/logout-on-server';
export { ApiClientBridge } from './components/api-client-bridge';
export { LoginForm } from './components/login-form';
export { FormDrawer } from './components/form-drawer';
export { QueryErrorState } from './components/query-error-state';
export { fieldPath } from './field-path';
export { useServerForm } from './use-server-form';
export { useBusyAction } from './use-busy-action';
export { StandaloneShell } from './standalone/standalone-shell';
export { queryKeys } from './query-keys';
export { createQueryClient, isTransientError, retryTransient } from './query-client';
export { landingAfterSignIn, loginHref } from './sign-in-return';
export { ThemedConfigProvider, REDUCED_MOTION_QUERY } from './preferences/themed-config-provider';
export { usePreferences, PREFERENCES_KEY } from './api/get-preferences';
export { readCachedPreferences, writeCachedPreferences } from './preferences/preferences-cache';
export { startingLanguage, useShownLanguage } from './preferences/use-shown-language';
export { lastLanguageAtom, pickLanguageAtom } from './preferences/language.atoms';
export { useErrorText } from './use-error-text';
export { useFieldErrorText } from './use-field-error-text';
export { useFieldSentenceText } from './use-field-sentence-text';
