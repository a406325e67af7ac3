import { createAppConfig } from '@timely/tooling/webpack';
import { REMOTES } from '@timely/tooling/remotes';

export default createAppConfig({
  name: REMOTES.feeds.federationName,
  port: REMOTES.feeds.port,
  dir: import.meta.dirname,
  exposes: { './App': './src/exposed/app.tsx' },
  title: 'Timely · feeds (standalone)',
});
