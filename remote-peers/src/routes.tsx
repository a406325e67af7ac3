import {
  LoadingState,
  preloadable,
  screensWithWords,
  routesOfRemote,
  useMessages,
  type PortalRouteName,
  type Preloadable,
} from '@timely/shared-ui';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { peersMessages } from './messages/messages';

// One screen per route, each its own chunk: the directory never loads recharts, the charts never load the drawer.
export const SCREENS: Partial<Record<PortalRouteName, Preloadable>> = screensWithWords(
  {
    managePeers: preloadable(() =>
      import('./features/manage-peers/components/manage-peers-page').then((module) => module.ManagePeersPage),
    ),
    importPeers: preloadable(() =>
      import('./features/import-peers/components/import-peers-page').then((module) => module.ImportPeersPage),
    ),
    peopleAvailability: preloadable(() =>
      import('./features/availability/components/availability-page').then((module) => module.AvailabilityPage),
    ),
    peerReview: preloadable(() =>
      import('./features/peer-review/components/peer-review-page').then((module) => module.PeerReviewPage),
    ),
    companySettings: preloadable(() =>
      import('./features/company-settings/components/company-settings-page').then(
        (module) => module.CompanySettingsPage,
      ),
    ),
    auditLog: preloadable(() =>
      import('./features/audit-log/components/audit-log-page').then((module) => module.AuditLogPage),
    ),
    myFeedback: preloadable(() =>
      import('./features/my-feedback/components/my-feedback-page').then((module) => module.MyFeedbackPage),
    ),
  },
  [async () => (await import('./messages/messages')).peersMessages],
);

/** Every route shared-ui's portal-paths.ts gives this remote. Who may open each is the host's guard (portal-paths.ts) and the server's. */
export function PeersRoutes() {
  const t = useMessages(peersMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingScreen')} />}>
      <Routes>
        {routesOfRemote('peers').map((route) => {
          const Screen = SCREENS[route.name]?.Component;
          return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
        })}
      </Routes>
    </Suspense>
  );
}
