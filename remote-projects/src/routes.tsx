import { sessionUserAtom } from '@timely/shared-auth';
import { LoadingState, PendingScreen, routesOfRemote, type PortalRouteName } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';

// One screen per route, each its own chunk. The Overview dashboard and tasks (#7) plug in here the same way.
const SCREENS: Partial<Record<PortalRouteName, LazyExoticComponent<ComponentType>>> = {
  projects: lazy(() => import('./features/project-list/components/projects-page').then((module) => ({ default: module.ProjectsPage }))),
  projectOverview: lazy(() => import('./features/project-overview/components/project-overview-page').then((module) => ({ default: module.ProjectOverviewPage }))),
  sprints: lazy(() => import('./features/sprints/components/sprints-page').then((module) => ({ default: module.SprintsPage }))),
  overview: lazy(() => import('./features/overview/components/overview-page').then((module) => ({ default: module.OverviewPage }))),
  tasks: lazy(() => import('./features/tasks/components/tasks-page').then((module) => ({ default: module.TasksPage }))),
};

/** Every route PRODUCT.md §1 gives this remote, each screen its own chunk. */
export function ProjectsRoutes() {
  const user = useAtomValue(sessionUserAtom);
  const signedInAs = user ? `${user.name} (${user.level})` : 'nobody';
  return (
    <Suspense fallback={<LoadingState label="Loading the screen" />}>
      <Routes>
        {routesOfRemote('projects').map((route) => {
          const Screen = SCREENS[route.name];
          return <Route key={route.name} path={route.path} element={Screen ? <Screen /> : <PendingScreen remote="remote-projects" route={route.name} issue={7} signedInAs={signedInAs} />} />;
        })}
      </Routes>
    </Suspense>
  );
}
