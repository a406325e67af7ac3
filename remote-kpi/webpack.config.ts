import { createAppConfig } from '@timely/tooling/webpack';
import { REMOTES } from '@timely/tooling/remotes';
import { screens } from './src/screens.ts';

export default createAppConfig({
  name: REMOTES.kpi.federationName,
  port: REMOTES.kpi.port,
  dir: import.meta.dirname,
  screens,
  exposes: { './App': './src/exposed/app.tsx' },
  title: 'Timely · kpi (standalone)',
});
