import { createAppConfig } from '@timely/tooling/webpack';
import { REMOTES } from '@timely/tooling/remotes';

export default createAppConfig({
  name: REMOTES.projects.federationName,
  port: REMOTES.projects.port,
  dir: import.meta.dirname,
  exposes: { './App': './src/exposed/app.tsx' },
  title: 'Timely · projects (standalone)',
});
