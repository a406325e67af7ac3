import { theme, type ThemeConfig } from 'antd';
import { BRAND_TOKENS, DARK_SURFACES, DARK_TEXT_TOKENS, LIGHT_TEXT_TOKENS } from './palette';

/** The skin a preference shows: 'system' follows the operating system's light or dark setting. */
export function resolveThemeMode(mode: string, systemDark: boolean): string {
  if (mode !== 'system') return mode;
  return systemDark ? 'dark' : 'light';
}

/** The media query of the operating system's dark setting, which the 'system' theme follows. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The antd theme of the whole portal from the user's preferences. The host's ConfigProvider applies it
 * (and a remote's standalone shell, so a remote alone looks as it does in the portal), so every remote's
 * components follow the same algorithm (light or dark), tokens and direction. With
 * `reducedMotion` (the system's prefers-reduced-motion) antd's transitions and click waves are off;
 * `systemDark` answers the 'system' theme.
 */
export function buildTheme(
  preferences: { theme: string },
  { reducedMotion = false, systemDark = false } = {},
): ThemeConfig {
  const dark = resolveThemeMode(preferences.theme, systemDark) === 'dark';
  const surfaces = dark
    ? {
        colorBgLayout: DARK_SURFACES.layout,
        colorBgContainer: DARK_SURFACES.container,
        colorBgElevated: DARK_SURFACES.container,
      }
    : { colorBgLayout: '#f8f8f8' };
  const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const token = {
    ...BRAND_TOKENS,
    motion: !reducedMotion,
    ...surfaces,
    ...(dark ? DARK_TEXT_TOKENS : LIGHT_TEXT_TOKENS),
  };
  return {
    algorithm,
    token,
    components: {
      Layout: { headerPadding: '0 16px', headerHeight: 62 },
      Tag: readableTags(theme.getDesignToken({ algorithm, token })),
      // components that write the primary as text read the text variant (in dark, a lighter purple)
      ...(dark ? darkPrimaryText() : {}),
    },
  };
}

/** antd's tags write their colour's 7th shade (or the status colour) on its palest: too faint for 4.5:1. */
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

function readableTags(tokens: ReturnType<typeof theme.getDesignToken>): Record<string, string> {
  const shades = Object.fromEntries(PRESET_COLOURS.map((colour) => [`${colour}7`, tokens[`${colour}9`]]));
  // a status tag writes the status colour itself: here its text variant (a solid tag's fill darkens with it)
  return {
    ...shades,
    colorSuccess: tokens.colorSuccessText,
    colorInfo: tokens.colorInfoText,
    colorWarning: tokens.colorWarningText,
    colorError: tokens.colorErrorText,
  };
}

function darkPrimaryText(): ThemeConfig['components'] {
  const text = DARK_TEXT_TOKENS.colorPrimaryText;
  return {
    Tabs: {
      itemSelectedColor: text,
      itemActiveColor: text,
      itemHoverColor: DARK_TEXT_TOKENS.colorPrimaryTextHover,
      inkBarColor: text,
    },
    Menu: { itemSelectedColor: text, horizontalItemSelectedColor: text },
    // a letter avatar (and "+2") is white on this fill: the dark skin's placeholder grey is too light for it
    Avatar: { colorTextPlaceholder: 'rgba(255, 255, 255, 0.25)' },
    Pagination: { itemActiveColor: text },
    // a danger button writes colorError as text (text, link and outlined buttons: the derived dark red read
    // 2.1:1 on the card); in dark it takes the error text colour, and a solid danger button, filled with
    // it, takes dark text
    Button: {
      colorError: DARK_TEXT_TOKENS.colorErrorText,
      colorErrorHover: DARK_TEXT_TOKENS.colorErrorTextHover,
      colorErrorActive: DARK_TEXT_TOKENS.colorErrorText,
      dangerColor: DARK_SURFACES.layout,
    },
    // a field's error message is written in colorError too
    Form: { colorError: DARK_TEXT_TOKENS.colorErrorText },
  };
}
