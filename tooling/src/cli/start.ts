import path from 'node:path';
import { API_PORT, HOST_PORT } from '../remotes.ts';
import { build } from './build.ts';
import { keepRestarting, stopAllOnExit } from './processes.ts';
import { startApi, startApp, waitForPortal } from './services.ts';
import { APPS, log, ROOT } from './workspace.ts';

const DEMO_LOGINS = [
  'admin@acme.test (company admin)',
  'manager@acme.test (manager)',
  'member@acme.test (member)',
  'admin@globex.test (another company)',
];

/** `npm start`: build everything, then serve the API and every app until Ctrl+C. */
export async function start(options: { build: boolean }): Promise<void> {
  if (options.build) await build();
  const dataDir = process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data');
  log(
    process.env.DATABASE_URL
      ? 'API on PostgreSQL (DATABASE_URL)'
      : `API on embedded PostgreSQL in ${path.relative(ROOT, dataDir)}/ (seeded on first start)`,
  );
  // the API is started again whenever it ends (a crash, or `kill` to restart it: docs/operations.md)
  const api = keepRestarting(() => startApi({ dataDir }), {
    onRestart: (delayMs, code, signal) =>
      log(`the API stopped (${signal ?? `code ${code}`}); starting it again in ${delayMs / 1000} s`),
  });
  const apps = APPS.map(startApp);
  stopAllOnExit([api, ...apps]);
  for (const child of apps) {
    child.on('exit', (code) => {
      if (code !== 0 && code !== null)
        log(`a service stopped with code ${code}; the others keep running (Ctrl+C stops all)`);
    });
  }
  await waitForPortal();
  console.log(`
  Timely is running:  http://localhost:${HOST_PORT}
  API:                http://localhost:${API_PORT}  (OpenAPI page: http://localhost:${API_PORT}/docs)
  Remotes:            http://localhost:${HOST_PORT + 1}–${HOST_PORT + APPS.length - 1} (each also runs alone)

  Sign in with any of these, password Timely#2026:
${DEMO_LOGINS.map((login) => `    ${login}`).join('\n')}

  Press Ctrl+C to stop.
`);
}
