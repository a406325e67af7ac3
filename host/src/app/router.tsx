import { LoadingState, portalRoutes, useDocumentTitle, type PortalRouteName, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullLayout } from '../layout/full-layout';
import {
  AboutPage,
  ChangePasswordPage,
  ConfirmWorkspacePage,
  CreateWorkspacePage,
  ForgotPasswordPage,
  JoinPage,
  MaintenancePage,
  NotAuthorizedPage,
  NotFoundPage,
  NotificationsPage,
  ProfilePage,
  ResetPasswordPage,
  ServerErrorPage,
} from './lazy-pages';
import { LoginPage } from '../account/login-page';
import { RemoteRoute, useIsPublicRemotePath } from '../remotes/remote-route';
import { useTabTitles } from './use-tab-titles';
import { PageErrorBoundary } from './page-error-boundary';
import { RequireSession, SignedOutOnly } from './route-guard';
import { hostMessages } from '../messages/messages';

// The signed-in chrome (sidebar, top bar, menus, customizer) loads once there is a session: the sign-in
// page then starts without it.
const AppLayout = lazy(async () => ({ default: (await import('../layout/app-layout')).AppLayout }));

// The host's own pages, by their entry in portal-paths (their path comes from there).
const PUBLIC_PAGES: Array<[PortalRouteName, ReactElement]> = [
  ['forgotPassword', <ForgotPasswordPage />],
  ['createWorkspace', <CreateWorkspacePage />],
  ['confirmWorkspace', <ConfirmWorkspacePage />],
  ['resetPasswordByLink', <ResetPasswordPage />],
  ['join', <JoinPage />],
  ['notFound', <NotFoundPage />],
  ['serverError', <ServerErrorPage />],
  ['maintenance', <MaintenancePage />],
];
const SIGNED_IN_PAGES: Array<[PortalRouteName, ReactElement]> = [
  ['notAuthorized', <NotAuthorizedPage />],
  ['profile', <ProfilePage />],
  ['resetPassword', <ChangePasswordPage />],
  ['notifications', <NotificationsPage />],
  ['about', <AboutPage />],
];

/** Host pages by path; every other path is a remote's route (RemoteRoute: role guard, then the remote) or a 404. */
export function AppRouter() {
  const location = useLocation();
  useDocumentTitle(useTabTitles());
  return (
    <PageErrorBoundary resetKey={location.pathname}>
      <Routes>
        <Route
          path={portalRoutes.login.path}
          element={
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          }
        />
        {PUBLIC_PAGES.map(([name, page]) => (
          <Route key={name} path={portalRoutes[name].path} element={page} />
        ))}
        <Route element={<SessionFrame />}>
          <Route path={portalRoutes.home.path} element={<Navigate to={portalRoutes.overview.path} replace />} />
          {SIGNED_IN_PAGES.map(([name, page]) => (
            <Route key={name} path={portalRoutes[name].path} element={page} />
          ))}
          <Route path="*" element={<RemoteRoute />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}

/**
 * The portal's chrome around every signed-in page. A remote's public route (the TV dashboard, opened from
 * a read-only link) renders full screen without a session. It goes through the same `*` route as every
 * remote, because a remote's own <Routes> match only below a splat route.
 */
function SessionFrame() {
  const location = useLocation();
  const t = useMessages(hostMessages);
  if (useIsPublicRemotePath(location.pathname)) return <FullLayout />;
  return (
    <RequireSession>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <AppLayout />
      </Suspense>
    </RequireSession>
  );
}
