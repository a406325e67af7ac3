import { LoadingState, routesOfRemote, type PortalRouteName } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';

// One screen per route, each its own chunk: the directory never loads recharts, the charts never load the drawer.
const SCREENS: Partial<Record<PortalRouteName, LazyExoticComponent<ComponentType>>> = {
  managePeers: lazy(() => import('./features/manage-peers/components/manage-peers-page').then((module) => ({ default: module.ManagePeersPage }))),
  peopleAvailability: lazy(() => import('./features/availability/components/availability-page').then((module) => ({ default: module.AvailabilityPage }))),
  peerReview: lazy(() => import('./features/peer-review/components/peer-review-page').then((module) => ({ default: module.PeerReviewPage }))),
  myFeedback: lazy(() => import('./features/my-feedback/components/my-feedback-page').then((module) => ({ default: module.MyFeedbackPage }))),
};

/** Every route PRODUCT.md §1 gives this remote. Who may open each is the host's guard (portal-paths.ts) and the server's. */
export function PeersRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading the screen" />}>
      <Routes>
        {routesOfRemote('peers').map((route) => {
          const Screen = SCREENS[route.name];
          return Screen ? <Route key={route.name} path={route.path} element={<Screen />} /> : null;
        })}
      </Routes>
    </Suspense>
  );
}
