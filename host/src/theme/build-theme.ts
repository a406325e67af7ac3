import type { Preferences } from '@timely/mock-server/contract';
import { DARK_SURFACES, paletteColor } from '@timely/shared-ui';
import type { ThemeConfig } from 'antd';

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
