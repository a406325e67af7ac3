import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { paletteColor } from '@timely/shared-ui';
import { NavbarTintContext } from './navbar-tint';
import { usePreferences } from '@timely/shared-auth';

type NavbarProps = {
  children: ReactNode;
  /** The page has scrolled past the point where the navbar takes its scrolled style (horizontal layout). */
  scrolled?: boolean;
};

/**
 * The bar at the top, as the user set it (spec §4): colour default/primary/…/dark, and type floating (a
 * card that stays in view), sticky (stays in view), static (scrolls away) or hidden. Its children inherit
 * its text colour, so a coloured bar reads white.
 */
export function Navbar({ children, scrolled = false }: NavbarProps) {
  const { navbarType, navbarColor } = usePreferences();
  const { token } = theme.useToken();
  if (navbarType === 'hidden') return null;
  const floating = navbarType === 'floating';
  const tinted = navbarColor !== 'default';
  const style: CSSProperties = {
    position: navbarType === 'static' ? 'relative' : 'sticky',
    top: floating ? 12 : 0,
    zIndex: 20,
    margin: floating ? '12px 24px 0' : 0,
    paddingInline: 16,
    borderRadius: floating ? token.borderRadiusLG : 0,
    background: tinted ? paletteColor(navbarColor) : token.colorBgContainer,
    color: tinted ? '#fff' : token.colorText,
    boxShadow: floating || scrolled ? token.boxShadowTertiary : `0 1px 0 ${token.colorSplit}`,
    // antd's durations: none when the system asks for less motion (the theme's `motion` token)
    transition: `box-shadow ${token.motionDurationMid}, background ${token.motionDurationMid}`,
  };
  return (
    <header style={style} data-print="hide" data-testid="navbar" data-navbar-type={navbarType} data-scrolled={scrolled}>
      <NavbarTintContext value={tinted}>{children}</NavbarTintContext>
    </header>
  );
}
