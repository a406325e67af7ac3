import { LoadingState, preloadable, useMessages, type Translate } from '@timely/shared-ui';
import { Suspense, type ComponentType } from 'react';
import { hostMessages } from '../messages/messages';

type HostKey = Parameters<Translate<typeof hostMessages>>[0];

/**
 * The host's pages that need antd's heavier half (tables, selects, results: '@timely/shared-ui/antd-more')
 * load with their route, so sign-in and the first screen never download it; `preload()` fetches a page's code
 * ahead of its visit (preloadSignedInPages), and a page whose code is there renders at once.
 */
function lazyPage(load: () => Promise<ComponentType>, label?: HostKey) {
  const page = preloadable(load);
  function LazyPage() {
    const t = useMessages(hostMessages);
    return (
      <Suspense fallback={<LoadingState label={label && t(label)} screen />}>
        <page.Component />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: page.preload });
}

export const ProfilePage = lazyPage(
  async () => (await import('../account/profile-page')).ProfilePage,
  'page.loading.profile',
);
export const NotificationsPage = lazyPage(
  async () => (await import('../notifications/notifications-page')).NotificationsPage,
  'notifications.loading',
);
export const AboutPage = lazyPage(async () => (await import('../about/about-page')).AboutPage, 'page.loading.about');
export const ChangePasswordPage = lazyPage(
  async () => (await import('../account/change-password-page')).ChangePasswordPage,
);
export const ForgotPasswordPage = lazyPage(
  async () => (await import('../account/forgot-password-page')).ForgotPasswordPage,
);
export const CreateWorkspacePage = lazyPage(
  async () => (await import('../account/create-workspace-page')).CreateWorkspacePage,
);
export const ConfirmWorkspacePage = lazyPage(
  async () => (await import('../account/confirm-workspace-page')).ConfirmWorkspacePage,
);
export const ResetPasswordPage = lazyPage(
  async () => (await import('../account/reset-password-page')).ResetPasswordPage,
);
export const JoinPage = lazyPage(async () => (await import('../account/join-page')).JoinPage);
export const NotFoundPage = lazyPage(async () => (await import('../status-pages/not-found-page')).NotFoundPage);
export const NotAuthorizedPage = lazyPage(
  async () => (await import('../status-pages/not-authorized-page')).NotAuthorizedPage,
);
export const ServerErrorPage = lazyPage(
  async () => (await import('../status-pages/server-error-page')).ServerErrorPage,
);
export const MaintenancePage = lazyPage(async () => (await import('../status-pages/maintenance-page')).MaintenancePage);

/**
 * The pages a signed-in user reaches from the top bar, the footer or the role guard, fetched once the
 * portal is idle after its first screen (PreloadRemotes), so that their first visit waits for nothing.
 */
export function preloadSignedInPages(): Promise<void> {
  const pages = [ProfilePage, NotificationsPage, AboutPage, ChangePasswordPage, NotAuthorizedPage, NotFoundPage];
  return Promise.all(pages.map((page) => page.preload().catch(() => undefined))).then(() => undefined);
}
