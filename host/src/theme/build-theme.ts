import type { Preferences } from '@timely/contract';
import { DARK_SURFACES, paletteColor, textColorOn } from '@timely/shared-ui';
import type { ThemeConfig } from 'antd';

/** The sidebar's own theme: the menu colour marks the active item; semi-dark (and dark) darken the sidebar. */
export function buildMenuTheme(preferences: Preferences): ThemeConfig {
  const accent = paletteColor(preferences.menuTheme);
  // the active item's text reads at 4.5:1 on every menu colour (dark text on the bright green and orange)
  const onAccent = textColorOn(accent);
  return {
    components: {
      Menu: {
        itemSelectedBg: accent,
        itemSelectedColor: onAccent,
        darkItemSelectedBg: accent,
        darkItemSelectedColor: onAccent,
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
export function isSidebarDark(shownTheme: string): boolean {
  return shownTheme === 'semi-dark' || shownTheme === 'dark';
}
