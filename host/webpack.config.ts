import { createAppConfig } from '@timely/tooling/webpack';
import { HOST_PORT } from '@timely/tooling/remotes';

// The host lists no remote URLs: it reads them from /remotes.json at start-up.
export default createAppConfig({ name: 'host', port: HOST_PORT, dir: import.meta.dirname });
