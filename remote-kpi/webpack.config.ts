import { createAppConfig } from '@timely/tooling/webpack';
import { REMOTES } from '@timely/tooling/remotes';

export default createAppConfig({
  name: REMOTES.kpi.federationName,
  port: REMOTES.kpi.port,
  dir: import.meta.dirname,
  exposes: { './App': './src/exposed/app.tsx' },
  title: 'Timely · kpi (standalone)',
});
