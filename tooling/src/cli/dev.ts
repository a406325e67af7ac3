import path from 'node:path';
import { stopAllOnExit, startService } from './processes.ts';
import { portalOrigins } from './services.ts';
import { API_PORT, HOST_PORT } from '../remotes.ts';
import { APPS, appFolder, log, parseApp, ROOT } from './workspace.ts';

/**
 * `npm run dev [apps…]`: webpack dev servers (all apps, or the ones named) and the API in watch mode.
 * Never mix a production host with a development remote: run all of them here.
 */
export async function dev(names: string[]): Promise<void> {
  const apps = names.length ? names.map(parseApp) : APPS;
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
  const children = [
    startService('api', bin('tsx'), ['watch', 'src/main.ts'], {
      cwd: path.join(ROOT, 'mock-server'),
      env: {
        ...process.env,
        PORT: String(API_PORT),
        TIMELY_DATA_DIR: process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data'),
        CORS_ORIGINS: portalOrigins().join(','),
        PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${HOST_PORT}`,
        LOG_LEVEL: 'info',
      },
    }),
    ...apps.map((app) =>
      startService(app, bin('tsx'), [path.join(ROOT, 'tooling/src/cli/dev-server.ts'), app], { cwd: appFolder(app) }),
    ),
  ];
  stopAllOnExit(children);
  log(`dev servers starting: ${apps.join(', ')} and the API on :${API_PORT}`);
}
