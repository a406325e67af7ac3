/** The portal's brand colours, handed to antd as seed tokens; every other colour derives from them. */
export const BRAND_TOKENS = {
  colorPrimary: '#7367f0',
  colorSuccess: '#28c76f',
  colorError: '#ea5455',
  colorInfo: '#00b8d9',
  // links take the brand colour, not antd's default (derived from colorInfo)
  colorLink: '#7367f0',
  colorWarning: '#ff9f43',
  borderRadius: 6,
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
