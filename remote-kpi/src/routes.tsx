import { sessionUserAtom } from '@timely/shared-auth';
import { LoadingState, PendingScreen, routesOfRemote, type PortalRouteName } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';

// One screen per route, each its own chunk: the TV dashboard never loads the tables, and the other way round.
const SCREENS: Partial<Record<PortalRouteName, LazyExoticComponent<ComponentType>>> = {
  projectLevel: lazy(() => import('./features/project-level/components/project-level-page').then((module) => ({ default: module.ProjectLevelPage }))),
  projectKpi: lazy(() => import('./features/project-kpi/components/project-kpi-page').then((module) => ({ default: module.ProjectKpiPage }))),
  leaveReport: lazy(() => import('./features/leave/components/leave-report-page').then((module) => ({ default: module.LeaveReportPage }))),
  consensus: lazy(() => import('./features/leave/components/consensus-page').then((module) => ({ default: module.ConsensusPage }))),
  tvApp: lazy(() => import('./features/tv-dashboard/components/tv-dashboard-page').then((module) => ({ default: module.TvDashboardPage }))),
};

/** Every route PRODUCT.md §1 gives this remote. */
export function KpiRoutes() {
  const user = useAtomValue(sessionUserAtom);
  const signedInAs = user ? `${user.name} (${user.level})` : 'nobody';
  return (
    <Suspense fallback={<LoadingState label="Loading the screen" />}>
      <Routes>
        {routesOfRemote('kpi').map((route) => {
          const Screen = SCREENS[route.name];
          return <Route key={route.name} path={route.path} element={Screen ? <Screen /> : <PendingScreen remote="remote-kpi" route={route.name} issue={11} signedInAs={signedInAs} />} />;
        })}
      </Routes>
    </Suspense>
  );
}
