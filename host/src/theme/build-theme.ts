import type { Preferences } from '@timely/mock-server/contract';
import { theme, type ThemeConfig } from 'antd';
import { BRAND_TOKENS, DARK_SURFACES, paletteColor } from './palette';

/**
 * The antd theme of the whole portal from the user's preferences. The host's ConfigProvider applies it,
 * so every remote's components follow the same algorithm (light or dark), tokens and direction. With
 * `reducedMotion` (the system's prefers-reduced-motion) antd's transitions and click waves are off.
 */
export function buildTheme(preferences: Preferences, { reducedMotion = false } = {}): ThemeConfig {
  const dark = preferences.theme === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...BRAND_TOKENS, motion: !reducedMotion, ...(dark ? { colorBgLayout: DARK_SURFACES.layout, colorBgContainer: DARK_SURFACES.container, colorBgElevated: DARK_SURFACES.container } : { colorBgLayout: '#f8f8f8' }) },
    components: { Layout: { headerPadding: '0 16px', headerHeight: 62 } },
  };
}

/** The sidebar's own theme: the menu colour marks the active item; semi-dark (and dark) darken the sidebar. */
export function buildMenuTheme(preferences: Preferences): ThemeConfig {
  const accent = paletteColor(preferences.menuTheme);
  return {
    components: {
      Menu: {
        itemSelectedBg: accent,
        itemSelectedColor: '#fff',
        darkItemSelectedBg: accent,
        darkItemSelectedColor: '#fff',
        darkItemBg: DARK_SURFACES.container,
        darkSubMenuItemBg: DARK_SURFACES.container,
        darkPopupBg: DARK_SURFACES.container,
        horizontalItemSelectedColor: accent,
        itemBorderRadius: 6,
      },
      Layout: { siderBg: DARK_SURFACES.container },
    },
  };
}

/** Semi-dark is a dark sidebar on a light page; the horizontal layout has no sidebar, so it never applies there. */
export function isSidebarDark(preferences: Preferences): boolean {
  return preferences.theme === 'semi-dark' || preferences.theme === 'dark';
}
