import { createContext, useContext } from 'react';

/** True inside a coloured navbar: what sits on it (avatar, search box) switches to light-on-colour. */
export const NavbarTintContext = createContext(false);

export function useNavbarTinted(): boolean {
  return useContext(NavbarTintContext);
}
