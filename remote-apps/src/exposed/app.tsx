import { preloadScreens, type RemoteAppModule, type RemoteAppProps } from '@timely/shared-ui';
import { AppsRoutes, SCREENS } from '../routes';

/** The one module the portal loads from this remote (`remote_apps/App`). */
export default function RemoteAppsApp(_props: RemoteAppProps) {
  return <AppsRoutes />;
}

/** Loads the code of these screens without rendering them (the host calls it once the portal is idle). */
export const preload: NonNullable<RemoteAppModule['preload']> = (routes) => preloadScreens(SCREENS, routes);
