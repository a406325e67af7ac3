import type { RemoteAppProps } from '@timely/shared-ui';
import { FeedsRoutes } from '../routes';

/** The one module the portal loads from this remote (`remote_feeds/App`). */
export default function RemoteFeedsApp(_props: RemoteAppProps) {
  return <FeedsRoutes />;
}
