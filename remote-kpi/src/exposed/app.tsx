import type { RemoteAppProps } from '@timely/shared-ui';
import { KpiRoutes } from '../routes';

/** The one module the portal loads from this remote (`remote_kpi/App`). */
export default function RemoteKpiApp(_props: RemoteAppProps) {
  return <KpiRoutes />;
}
