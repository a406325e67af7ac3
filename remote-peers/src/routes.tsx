import { sessionUserAtom } from '@timely/shared-auth';
import { PendingScreen, routesOfRemote } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Route, Routes } from 'react-router-dom';

/** Every route PRODUCT.md §1 gives this remote; the screens land with issue #8. */
export function PeersRoutes() {
  const user = useAtomValue(sessionUserAtom);
  const signedInAs = user ? `${user.name} (${user.level})` : 'nobody';
  return (
    <Routes>
      {routesOfRemote('peers').map((route) => (
        <Route key={route.name} path={route.path} element={<PendingScreen remote="remote-peers" route={route.name} issue={8} signedInAs={signedInAs} />} />
      ))}
    </Routes>
  );
}
