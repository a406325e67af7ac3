import {
  preloadable,
  ScreenRoutes,
  screensWithMessages,
  useMessages,
  withParts,
  type Preloadable,
} from '@timely/shared-ui';
import { peersMessages } from './messages/messages';
import { screens, type PeersScreenName } from './screens';

// the 360 report's charts, in a chunk of their own, fetched with the code of the screens that show them (withParts)
const feedbackCharts = async () => (await import('./common/components/lazy-feedback-charts')).preloadFeedbackCharts();

// One screen per route, each its own chunk: the directory never loads recharts, the charts never load the drawer.
export const SCREENS: Record<PeersScreenName, Preloadable> = screensWithMessages(
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
      withParts(
        import('./features/peer-review/components/peer-review-page').then((module) => module.PeerReviewPage),
        feedbackCharts,
      ),
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
      withParts(
        import('./features/my-feedback/components/my-feedback-page').then((module) => module.MyFeedbackPage),
        feedbackCharts,
      ),
    ),
  },
  [async () => (await import('./messages/messages')).peersMessages],
);

/** This remote's routes: each screen of screens.ts, rendered by its name. */
export function PeersRoutes() {
  const t = useMessages(peersMessages);
  return <ScreenRoutes screens={screens} components={SCREENS} loadingLabel={t('common.loadingScreen')} />;
}
