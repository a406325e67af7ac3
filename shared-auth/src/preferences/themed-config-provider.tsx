import {
  buildTheme,
  isRightToLeft,
  resolveThemeMode,
  setPortalLanguage,
  SYSTEM_DARK_QUERY,
  useLanguageWithMessages,
  useMediaQuery,
} from '@timely/shared-ui';
import { ConfigProvider, theme } from 'antd';
import { useSetAtom } from 'jotai';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useAntdLocale } from './antd-locale';
import { AntdLabelsFill } from './antd-labels-fill';
import { rememberLanguageAtom } from './language.atoms';
import { usePreferences } from '../api/get-preferences';
import { useShownLanguage } from './use-shown-language';

/** The user asked the system for less motion: antd's transitions and effects are then turned off. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The portal's one antd ConfigProvider (and a remote's when it runs alone, so it looks the same), themed from the user's preferences (algorithm, tokens, direction)
 * and the system's wish for less motion, in the user's language (its `locale` is what every app's
 * `useMessages` reads; Arabic turns the page right to left).
 * Remotes render inside it, so a change in the customizer restyles them too, without their knowing.
 */
export function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  // a new language shows once the messages of the screens it has are there, not as a page of loading states
  const language = useLanguageWithMessages(useShownLanguage());
  const locale = useAntdLocale(language);
  // before the children render: their dates and numbers are formatted in this language (shared-ui)
  setPortalLanguage(language);
  const direction = isRightToLeft(language) ? 'rtl' : preferences.direction;
  const rememberLanguage = useSetAtom(rememberLanguageAtom);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // read always (hooks run in order), used only by the 'system' theme
  const systemDark = useMediaQuery(SYSTEM_DARK_QUERY);
  const themeConfig = useMemo(
    () => buildTheme(preferences, { reducedMotion, systemDark }),
    [preferences, reducedMotion, systemDark],
  );
  const shownTheme = resolveThemeMode(preferences.theme, systemDark);
  const dark = shownTheme === 'dark';
  useEffect(() => {
    // the page outside React (scrollbars, the html background, text direction of native controls)
    const root = document.documentElement;
    root.dir = direction;
    root.lang = language;
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.dataset.theme = shownTheme;
    // pages outside antd's Layout (sign-in, errors) and overscroll show the theme's page colour too
    const tokens = theme.getDesignToken(themeConfig);
    document.body.style.background = tokens.colorBgLayout;
    // the focus ring of index.html: a colour that reads on this skin's surfaces
    root.style.setProperty('--timely-focus', tokens.colorPrimaryText);
  }, [direction, language, shownTheme, dark, themeConfig]);
  useEffect(() => {
    // the sign-in page after log out speaks the language of the last user
    if (preferences.language) rememberLanguage(preferences.language);
  }, [preferences.language, rememberLanguage]);
  return (
    <ConfigProvider theme={themeConfig} direction={direction} locale={locale}>
      {/* the first screen waits here for its messages (a chunk per language, English too), with nothing to say yet */}
      <Suspense fallback={null}>
        <AntdLabelsFill>{children}</AntdLabelsFill>
      </Suspense>
    </ConfigProvider>
  );
}
