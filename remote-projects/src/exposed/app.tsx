import { preloadScreens, type RemoteAppModule, type RemoteAppProps } from '@timely/shared-ui';
import { ProjectsRoutes, SCREENS } from '../routes';

/** The one module the portal loads from this remote (`remote_projects/App`). */
export default function RemoteProjectsApp(_props: RemoteAppProps) {
  return <ProjectsRoutes />;
}

/** Loads the code of these screens without rendering them (the host calls it once the portal is idle). */
export const preload: NonNullable<RemoteAppModule['preload']> = (routes) => preloadScreens(SCREENS, routes);
