import { resolveThemeMode, SYSTEM_DARK_QUERY, useMediaQuery } from '@timely/shared-ui';
import { usePreferences } from '@timely/shared-auth';

/** The skin on screen: the user's theme, with 'system' answered by the operating system's setting. */
export function useShownTheme(): string {
  const preferences = usePreferences();
  const systemDark = useMediaQuery(SYSTEM_DARK_QUERY);
  return resolveThemeMode(preferences.theme, systemDark);
}
