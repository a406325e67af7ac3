import { preloadScreens, type RemoteAppModule, type RemoteAppProps } from '@timely/shared-ui';
import { KpiRoutes, SCREENS } from '../routes';

/** The one module the portal loads from this remote (`remote_kpi/App`). */
export default function RemoteKpiApp(_props: RemoteAppProps) {
  return <KpiRoutes />;
}

/** Loads the code of these screens without rendering them (the host calls it once the portal is idle). */
export const preload: NonNullable<RemoteAppModule['preload']> = (routes) => preloadScreens(SCREENS, routes);
