import type { RemoteAppProps } from '@timely/shared-ui';
import { ProjectsRoutes } from '../routes';

/** The one module the portal loads from this remote (`remote_projects/App`). */
export default function RemoteProjectsApp(_props: RemoteAppProps) {
  return <ProjectsRoutes />;
}
