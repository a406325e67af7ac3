import type { RemoteAppProps } from '@timely/shared-ui';
import { PeersRoutes } from '../routes';

/** The one module the portal loads from this remote (`remote_peers/App`). */
export default function RemotePeersApp(_props: RemoteAppProps) {
  return <PeersRoutes />;
}
