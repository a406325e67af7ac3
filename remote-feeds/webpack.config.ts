import { createAppConfig } from '@timely/tooling/webpack';
import { REMOTES } from '@timely/tooling/remotes';
import { screens } from './src/screens.ts';

export default createAppConfig({
  name: REMOTES.feeds.federationName,
  port: REMOTES.feeds.port,
  dir: import.meta.dirname,
  screens,
  exposes: { './App': './src/exposed/app.tsx' },
  title: 'Timely · feeds (standalone)',
});
