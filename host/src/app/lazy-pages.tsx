import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The host's pages that need antd's heavier half (tables, selects, results: '@timely/shared-ui/antd-more')
 * load with their route, so sign-in and the first screen never download it.
 */
function lazyPage(load: () => Promise<ComponentType>, label: string) {
  const Page: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  };
}

export const ProfilePage = lazyPage(
  async () => (await import('../account/profile-page')).ProfilePage,
  'Loading your profile',
);
export const NotificationsPage = lazyPage(
  async () => (await import('../notifications/notifications-page')).NotificationsPage,
  'Loading notifications',
);
export const AboutPage = lazyPage(
  async () => (await import('../about/about-page')).AboutPage,
  'Loading the About page',
);
export const ForgotPasswordPage = lazyPage(
  async () => (await import('../account/forgot-password-page')).ForgotPasswordPage,
  'Loading',
);
export const CreateWorkspacePage = lazyPage(
  async () => (await import('../account/create-workspace-page')).CreateWorkspacePage,
  'Loading',
);
export const ResetPasswordPage = lazyPage(
  async () => (await import('../account/reset-password-page')).ResetPasswordPage,
  'Loading',
);
export const NotFoundPage = lazyPage(
  async () => (await import('../status-pages/not-found-page')).NotFoundPage,
  'Loading',
);
export const NotAuthorizedPage = lazyPage(
  async () => (await import('../status-pages/not-authorized-page')).NotAuthorizedPage,
  'Loading',
);
export const ServerErrorPage = lazyPage(
  async () => (await import('../status-pages/server-error-page')).ServerErrorPage,
  'Loading',
);
export const MaintenancePage = lazyPage(
  async () => (await import('../status-pages/maintenance-page')).MaintenancePage,
  'Loading',
);
