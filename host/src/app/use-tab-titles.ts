import { portalRoutes, useMessages, type PortalRouteName } from '@timely/shared-ui';
import { hostMessages } from '../messages/messages';
import { usePortalScreens } from '../screens/screen-store';
import { useScreenLabels } from '../screens/screen-labels';

/** The host's own pages, whose tab titles are the host's messages. */
const HOST_PAGES = [
  'home',
  'login',
  'forgotPassword',
  'createWorkspace',
  'confirmWorkspace',
  'resetPasswordByLink',
  'join',
  'resetPassword',
  'profile',
  'notifications',
  'about',
  'notAuthorized',
  'notFound',
  'serverError',
  'maintenance',
] as const satisfies readonly PortalRouteName[];

/**
 * Every screen's tab title in the portal's language, for useDocumentTitle: the host's pages from its
 * messages, the remotes' screens as they published them (screen-labels.ts).
 */
export function useTabTitles(): Array<{ path: string; title: string }> {
  const t = useMessages(hostMessages);
  const labels = useScreenLabels();
  const screens = usePortalScreens();
  return [
    ...HOST_PAGES.map((name) => ({ path: portalRoutes[name].path, title: t(`page.${name}.title`) })),
    ...screens.map((screen) => ({ path: screen.path, title: labels.title(screen) })),
  ];
}
