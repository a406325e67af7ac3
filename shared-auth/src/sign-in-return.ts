import { portalHref, portalRoutes, type PortalRouteName } from '@timely/shared-ui';
import { matchPath } from 'react-router-dom';

const NEXT_PARAM = 'next';

/**
 * The login page, remembering the page that was asked for (`?next=`), so that signing in after a
 * sign-out, an expired session or a typed URL comes back to it. Kept in the URL, not in history state:
 * it survives a reload of the login page and every way of getting there.
 */
export function loginHref(from?: { pathname: string; search?: string; hash?: string }): string {
  const login = portalHref('login');
  if (!from) return login;
  const next = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (matchRoute(from.pathname) === 'login' || !isLocalPath(next)) return login;
  return `${login}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/**
 * Where a user goes once signed in: the page the login URL remembers when `mayOpen` says it is one of the
 * portal's pages the user may open (the host knows the remotes' screens and who may open each);
 * otherwise Overview (never another site, never the sign-in page, never a page the user would be turned
 * away from).
 */
export function landingAfterSignIn(search: string, mayOpen: (pathname: string) => boolean): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !isLocalPath(next)) return portalHref('overview');
  const pathname = new URL(next, 'http://portal.invalid').pathname;
  const route = matchRoute(pathname);
  if (route === 'login' || route === 'home' || !mayOpen(pathname)) return portalHref('overview');
  return next;
}

/** A path on this site: one leading slash (`//host` and `/\host` would leave it). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function matchRoute(pathname: string): PortalRouteName | undefined {
  return (Object.keys(portalRoutes) as PortalRouteName[]).find((name) =>
    matchPath({ path: portalRoutes[name].path, end: true }, pathname),
  );
}
