import {
  portalHref,
  preloadable,
  ScreenRoutes,
  screensWithMessages,
  useMessages,
  type Preloadable,
} from '@timely/shared-ui';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { appsMessages } from './messages/messages';
import { screens, type AppsScreenName } from './screens';

// each app's message catalog (features/<app>/messages) and the remote's own, downloaded with the app's screens
const appsCatalog = async () => (await import('./messages/messages')).appsMessages;
const emailCatalog = async () => (await import('./features/email/messages/messages')).emailMessages;
const chatCatalog = async () => (await import('./features/chat/messages/messages')).chatMessages;
const todoCatalog = async () => (await import('./features/todo/messages/messages')).todoMessages;
const calendarCatalog = async () => (await import('./features/calendar/messages/messages')).calendarMessages;
const usersCatalog = async () => (await import('./features/users/messages/messages')).usersMessages;

// Each screen of screens.ts by its name (but the two that redirect), its own chunk, as in the other remotes.
export const SCREENS: Record<Exclude<AppsScreenName, 'emailHome' | 'todoHome'>, Preloadable> = screensWithMessages(
  {
    email: preloadable(() => import('./features/email/components/email-screen').then((module) => module.EmailScreen)),
    chat: preloadable(() => import('./features/chat/components/chat-screen').then((module) => module.ChatScreen)),
    todo: preloadable(() => import('./features/todo/components/todo-screen').then((module) => module.TodoScreen)),
    calendar: preloadable(() =>
      import('./features/calendar/components/calendar-screen').then((module) => module.CalendarScreen),
    ),
    userList: preloadable(() =>
      import('./features/users/components/user-list-screen').then((module) => module.UserListScreen),
    ),
    userView: preloadable(() =>
      import('./features/users/components/user-view-screen').then((module) => module.UserViewScreen),
    ),
    userEdit: preloadable(() =>
      import('./features/users/components/user-edit-screen').then((module) => module.UserEditScreen),
    ),
  },
  [appsCatalog],
  {
    email: [emailCatalog, appsCatalog],
    chat: [chatCatalog, appsCatalog],
    todo: [todoCatalog, appsCatalog],
    calendar: [calendarCatalog, appsCatalog],
    userList: [usersCatalog, appsCatalog],
    userView: [usersCatalog, appsCatalog],
    userEdit: [usersCatalog, appsCatalog],
  },
);

// /email and /todo open their first folder and filter
const REDIRECTS: Record<Exclude<AppsScreenName, keyof typeof SCREENS>, ReactElement> = {
  emailHome: <Navigate to={portalHref('email', { folder: 'inbox' })} replace />,
  todoHome: <Navigate to={portalHref('todo', { filter: 'all' })} replace />,
};

/** This remote's routes: each screen of screens.ts, rendered (or redirected) by its name. */
export function AppsRoutes() {
  const t = useMessages(appsMessages);
  return (
    <ScreenRoutes screens={screens} components={SCREENS} redirects={REDIRECTS} loadingLabel={t('routes.loading')} />
  );
}
