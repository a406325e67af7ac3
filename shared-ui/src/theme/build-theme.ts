import { theme, type ThemeConfig } from 'antd';
import { BRAND_TOKENS, DARK_SURFACES } from './palette';

/**
 * The antd theme of the whole portal from the user's preferences. The host's ConfigProvider applies it
 * (and a remote's standalone shell, so a remote alone looks as it does in the portal), so every remote's
 * components follow the same algorithm (light or dark), tokens and direction. With
 * `reducedMotion` (the system's prefers-reduced-motion) antd's transitions and click waves are off.
 */
export function buildTheme(preferences: { theme: string }, { reducedMotion = false } = {}): ThemeConfig {
  const dark = preferences.theme === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...BRAND_TOKENS, motion: !reducedMotion, ...(dark ? { colorBgLayout: DARK_SURFACES.layout, colorBgContainer: DARK_SURFACES.container, colorBgElevated: DARK_SURFACES.container } : { colorBgLayout: '#f8f8f8' }) },
    components: { Layout: { headerPadding: '0 16px', headerHeight: 62 } },
  };
}

