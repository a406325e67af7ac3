import { portalRoutes } from '@timely/shared-ui/portal-paths';
import type { ScreenManifest } from '@timely/shared-ui/screens';

/**
 * The screens this remote owns: one entry each, published in its mf-manifest.json (webpack.config.ts) and
 * routed by routes.tsx, which renders each by its name; the host draws the sidebar's Apps group from them.
 * /email and /todo open the inbox and all tasks. Titles and menu labels: `screen.<name>.*` in the messages.
 */
export const screens = [
  {
    name: 'emailHome',
    path: portalRoutes.emailHome.path,
    title: 'E-mail',
    remote: 'apps',
    menu: { id: 'apps-email', group: 'apps', order: 10, label: 'E-mail', icon: 'mail' },
  },
  { name: 'email', path: portalRoutes.email.path, title: 'E-mail', remote: 'apps' },
  {
    name: 'chat',
    path: portalRoutes.chat.path,
    title: 'Chat',
    remote: 'apps',
    menu: { id: 'apps-chat', group: 'apps', order: 20, label: 'Chat', icon: 'message' },
  },
  {
    name: 'todoHome',
    path: portalRoutes.todoHome.path,
    title: 'To-do',
    remote: 'apps',
    menu: { id: 'apps-todo', group: 'apps', order: 30, label: 'To-do', icon: 'check-square' },
  },
  { name: 'todo', path: portalRoutes.todo.path, title: 'To-do', remote: 'apps' },
  {
    name: 'calendar',
    path: portalRoutes.calendar.path,
    title: 'Calendar',
    remote: 'apps',
    menu: { id: 'apps-calendar', group: 'apps', order: 40, label: 'Calendar', icon: 'calendar' },
  },
  {
    name: 'userList',
    path: portalRoutes.userList.path,
    title: 'Users',
    remote: 'apps',
    menu: { id: 'apps-users', group: 'apps', order: 50, label: 'Users', icon: 'user' },
  },
  { name: 'userView', path: portalRoutes.userView.path, title: 'User', remote: 'apps' },
  { name: 'userEdit', path: portalRoutes.userEdit.path, title: 'Edit user', remote: 'apps' },
] as const satisfies readonly ScreenManifest[];

export type AppsScreenName = (typeof screens)[number]['name'];
