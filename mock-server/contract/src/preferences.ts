import { z } from 'zod';

/** The customizer's options (spec §3–§4), remembered per user on the server. */
export const LAYOUTS = ['vertical', 'horizontal', 'full'] as const;
export const THEME_MODES = ['light', 'dark', 'semi-dark', 'system'] as const;
export const NAVBAR_COLORS = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const MENU_COLORS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
/** The portal's languages (shared-ui's LANGUAGES: the same list). */
export const LANGUAGES = ['en', 'de', 'ar'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `must be one of ${values.join(', ')}` });

export const preferencesSchema = z
  .object({
    layout: oneOf(LAYOUTS),
    theme: oneOf(THEME_MODES),
    navbarColor: oneOf(NAVBAR_COLORS),
    navbarType: oneOf(NAVBAR_TYPES),
    footerType: oneOf(FOOTER_TYPES),
    menuTheme: oneOf(MENU_COLORS),
    direction: oneOf(DIRECTIONS),
    /** The portal's language; null (the default) follows the browser's languages. Arabic is right to left. */
    language: oneOf(LANGUAGES).nullable().default(null),
    sidebarCollapsed: z.boolean({ message: 'must be true or false' }),
    hideScrollToTop: z.boolean({ message: 'must be true or false' }),
  })
  .strict()
  .superRefine((value, context) => {
    // spec §4: semi-dark (a dark sidebar on a light page) needs a sidebar, which the horizontal layout has not
    if (value.layout === 'horizontal' && value.theme === 'semi-dark') {
      context.addIssue({
        code: 'custom',
        path: ['theme'],
        message: 'semi-dark is not available in the horizontal layout',
      });
    }
  });
export type Preferences = z.infer<typeof preferencesSchema>;

/** The spec's customizer defaults (§3). */
export const DEFAULT_PREFERENCES: Preferences = {
  layout: 'vertical',
  theme: 'light',
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'static',
  menuTheme: 'primary',
  direction: 'ltr',
  language: null,
  sidebarCollapsed: false,
  hideScrollToTop: false,
};
