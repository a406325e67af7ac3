import { sessionUserAtom } from '@timely/shared-auth';
import { PendingScreen, routesOfRemote } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Route, Routes } from 'react-router-dom';

/** Every route PRODUCT.md §1 gives this remote; the screens land with issues #6 and #7. */
export function ProjectsRoutes() {
  const user = useAtomValue(sessionUserAtom);
  const signedInAs = user ? `${user.name} (${user.level})` : 'nobody';
  return (
    <Routes>
      {routesOfRemote('projects').map((route) => (
        <Route key={route.name} path={route.path} element={<PendingScreen remote="remote-projects" route={route.name} issue={route.name === 'overview' || route.name === 'tasks' ? 7 : 6} signedInAs={signedInAs} />} />
      ))}
    </Routes>
  );
}
