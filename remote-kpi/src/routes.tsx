import { sessionUserAtom } from '@timely/shared-auth';
import {
  LoadingState,
  PendingScreen,
  preloadable,
  screensWithWords,
  routesOfRemote,
  type PortalRouteName,
  type Preloadable,
  useMessages,
} from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { kpiMessages } from './messages/messages';

// One screen per route, each its own chunk: the TV dashboard never loads the tables, and the other way round.
export const SCREENS: Partial<Record<PortalRouteName, Preloadable>> = screensWithWords(
  {
    projectLevel: preloadable(() =>
      import('./features/project-level/components/project-level-page').then((module) => module.ProjectLevelPage),
    ),
    projectKpi: preloadable(() =>
      import('./features/project-kpi/components/project-kpi-page').then((module) => module.ProjectKpiPage),
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

/** Every route shared-ui's portal-paths.ts gives this remote. */
export function KpiRoutes() {
  const user = useAtomValue(sessionUserAtom);
  const t = useMessages(kpiMessages);
  const signedInAs = user ? `${user.name} (${user.level})` : t('common.nobody');
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingScreen')} />}>
      <Routes>
        {routesOfRemote('kpi').map((route) => {
          const Screen = SCREENS[route.name]?.Component;
          return (
            <Route
              key={route.name}
              path={route.path}
              element={
                Screen ? (
                  <Screen />
                ) : (
                  <PendingScreen remote="remote-kpi" route={route.name} issue={11} signedInAs={signedInAs} />
                )
              }
            />
          );
        })}
      </Routes>
    </Suspense>
  );
}
