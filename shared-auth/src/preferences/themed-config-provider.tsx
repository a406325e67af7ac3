import { buildTheme, useMediaQuery } from '@timely/shared-ui';
import { ConfigProvider, theme } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { usePreferences } from './use-preferences';

/** The user asked the system for less motion: antd's transitions and effects are then turned off. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The portal's one antd ConfigProvider (and a remote's when it runs alone, so it looks the same), themed from the user's preferences (algorithm, tokens, direction)
 * and the system's wish for less motion.
 * Remotes render inside it, so a change in the customizer restyles them too, without their knowing.
 */
export function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(() => buildTheme(preferences, { reducedMotion }), [preferences, reducedMotion]);
  const dark = preferences.theme === 'dark';
  useEffect(() => {
    // the page outside React (scrollbars, the html background, text direction of native controls)
    const root = document.documentElement;
    root.dir = preferences.direction;
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.dataset.theme = preferences.theme;
    // pages outside antd's Layout (sign-in, errors) and overscroll show the theme's page colour too
    document.body.style.background = theme.getDesignToken(themeConfig).colorBgLayout;
  }, [preferences.direction, preferences.theme, dark, themeConfig]);
  return (
    <ConfigProvider theme={themeConfig} direction={preferences.direction}>
      {children}
    </ConfigProvider>
  );
}
