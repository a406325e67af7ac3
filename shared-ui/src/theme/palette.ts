/**
 * The portal's brand colours, handed to antd as seed tokens; every other colour derives from them.
 * The primary is the brand purple darkened until it reaches WCAG AA (4.5:1) as text on white and on the
 * page grey, and as white text on it (#7367f0 reached 4.26:1); the error red likewise for danger buttons.
 */
export const BRAND_TOKENS = {
  colorPrimary: '#6558e8',
  colorSuccess: '#28c76f',
  colorError: '#cf3334',
  colorInfo: '#00b8d9',
  // links take the brand colour, not antd's default (derived from colorInfo)
  colorLink: '#6558e8',
  colorWarning: '#ff9f43',
  borderRadius: 6,
} as const;

/**
 * Text colours that reach 4.5:1 on the light page and cards. The status seeds stay bright for fills (tags,
 * charts, badges); their text variants are darker. Secondary text is darker than antd's 45 % black (3.4:1).
 */
export const LIGHT_TEXT_TOKENS = {
  colorErrorText: '#cf3334',
  colorSuccessText: '#1a7f45',
  colorWarningText: '#9a5200',
  colorInfoText: '#00738c',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  // placeholders and the faintest text (a select's hint, an empty cell's dash) are read too
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
} as const;

/**
 * Text colours that reach 4.5:1 on the dark surfaces. No purple can carry white text at 4.5:1 and be read
 * at 4.5:1 on the dark card at once, so buttons keep the derived primary and text takes a light purple.
 */
export const DARK_TEXT_TOKENS = {
  colorPrimaryText: '#a9a2f6',
  colorPrimaryTextHover: '#b4aef8',
  colorPrimaryTextActive: '#a9a2f6',
  // a seed: the dark algorithm dims it (to #b1aed8, 6.2:1 on the card)
  colorLink: '#cdc9fb',
  colorLinkHover: '#b4aef8',
  colorLinkActive: '#a9a2f6',
  colorErrorText: '#ff8a8a',
  colorErrorTextHover: '#ffa3a3',
  colorSuccessText: '#4fd18b',
  colorWarningText: '#ffb56b',
  colorInfoText: '#3ecbe6',
  colorTextDescription: 'rgba(255, 255, 255, 0.7)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.7)',
  // placeholders are also read on a field's filled or hovered background (antd's fills over the card)
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.65)',
  colorTextQuaternary: 'rgba(255, 255, 255, 0.65)',
} as const;

/** The dark theme's surfaces (page behind, cards and sidebar in front), also the semi-dark sidebar. */
export const DARK_SURFACES = { layout: '#161d31', container: '#283046' } as const;

/** The colour names of the customizer (spec §4), as the preferences contract lists them. */
export type PaletteName = 'primary' | 'success' | 'danger' | 'info' | 'warning' | 'dark';

/** A menu or navbar colour name (spec §4) as a colour: always one of the brand tokens, or the dark surface. */
export function paletteColor(name: PaletteName): string {
  switch (name) {
    case 'primary':
      return BRAND_TOKENS.colorPrimary;
    case 'success':
      return BRAND_TOKENS.colorSuccess;
    case 'danger':
      return BRAND_TOKENS.colorError;
    case 'info':
      return BRAND_TOKENS.colorInfo;
    case 'warning':
      return BRAND_TOKENS.colorWarning;
    case 'dark':
      return DARK_SURFACES.container;
  }
}

/** White or the dark surface, whichever reads better on a fill (the bright greens and oranges take dark text). */
export function textColorOn(fill: string): string {
  const light = contrastRatio(fill, '#ffffff');
  const dark = contrastRatio(fill, DARK_SURFACES.layout);
  return light >= dark ? '#ffffff' : DARK_SURFACES.layout;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const lighter = Math.max(luminance(first), luminance(second));
  const darker = Math.min(luminance(first), luminance(second));
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
