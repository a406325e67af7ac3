import {
  preloadable,
  ScreenRoutes,
  screensWithMessages,
  useMessages,
  withParts,
  type Preloadable,
} from '@timely/shared-ui';
import { kpiMessages } from './messages/messages';
import { screens, type KpiScreenName } from './screens';

// a project's KPI charts, in chunks of their own, fetched with its screen's code (withParts)
const kpiCharts = async () => (await import('./features/project-kpi/components/charts/lazy-charts')).preloadKpiCharts();

// One screen per route, each its own chunk: the TV dashboard never loads the tables, and the other way round.
export const SCREENS: Record<KpiScreenName, Preloadable> = screensWithMessages(
  {
    projectLevel: preloadable(() =>
      import('./features/project-level/components/project-level-page').then((module) => module.ProjectLevelPage),
    ),
    projectKpi: preloadable(() =>
      withParts(
        import('./features/project-kpi/components/project-kpi-page').then((module) => module.ProjectKpiPage),
        kpiCharts,
      ),
    ),
    leaveReport: preloadable(() =>
      import('./features/leave/components/leave-report-page').then((module) => module.LeaveReportPage),
    ),
    consensus: preloadable(() =>
      import('./features/leave/components/consensus-page').then((module) => module.ConsensusPage),
    ),
    tvApp: preloadable(() =>
      import('./features/tv-dashboard/components/tv-dashboard-page').then((module) => module.TvDashboardPage),
    ),
  },
  [async () => (await import('./messages/messages')).kpiMessages],
);

/** This remote's routes: each screen of screens.ts, rendered by its name. */
export function KpiRoutes() {
  const t = useMessages(kpiMessages);
  return <ScreenRoutes screens={screens} components={SCREENS} loadingLabel={t('common.loadingScreen')} />;
}
