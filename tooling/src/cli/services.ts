import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_NODE_FLAGS, API_PORT, HOST_PORT, REMOTES } from '../remotes.ts';
import { startService, waitForUrl } from './processes.ts';
import { APPS, appFolder, ROOT, type AppName } from './workspace.ts';

export function portalOrigins(): string[] {
  const ports = [HOST_PORT, ...Object.values(REMOTES).map((remote) => remote.port)];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** The built API server on its data folder (or DATABASE_URL when set). */
export function startApi(options: { dataDir: string; logLevel?: string; env?: NodeJS.ProcessEnv }): ChildProcess {
  return startService('api', process.execPath, [...API_NODE_FLAGS, path.join(ROOT, 'mock-server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(API_PORT),
      TIMELY_DATA_DIR: options.dataDir,
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? portalOrigins().join(','),
      // password links in emails open the portal on its (possibly offset) port
      PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${HOST_PORT}`,
      LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
  });
}

/** One static server per app, serving its production build. */
export function startApp(app: AppName): ChildProcess {
  // one process per server (tsx as a loader): SIGTERM reaches the server itself, not a launcher in between
  return startService(
    app,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tooling/src/serve/serve-app.ts'), app, path.join(appFolder(app), 'dist')],
    { cwd: ROOT },
  );
}

function appUrl(app: AppName): string {
  return `http://localhost:${app === 'host' ? HOST_PORT : REMOTES[app].port}`;
}

export async function waitForPortal(): Promise<void> {
  await waitForUrl(`http://localhost:${API_PORT}/health`, 90_000);
  await Promise.all(APPS.map((app) => waitForUrl(`${appUrl(app)}/config.json`)));
}
