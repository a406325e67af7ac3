import { createAppConfig, knownScreensOfWorkspace } from '@timely/tooling/webpack';
import { HOST_PORT } from '@timely/tooling/remotes';

// The host lists no remote URLs: it reads them from /remotes.json at start-up. It compiles in a copy of
// the remotes' screens for one it has never reached; what a remote publishes replaces it.
export default createAppConfig({
  name: 'host',
  port: HOST_PORT,
  dir: import.meta.dirname,
  knownScreens: await knownScreensOfWorkspace(),
});
