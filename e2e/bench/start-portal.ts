import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, HOST_PORT, REMOTES } from '@timely/tooling/remotes';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The API on a fresh seeded data folder, with the 500-task sprint and 2,000-task backlog of `seed:scale`
 * added, and every app's production build, as `npm start` serves them. Answers the large sprint's id.
 */
export async function startPortal(): Promise<{ largeSprintId: string; largeProjectId: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-bench-'));
  const { sprintId: largeSprintId, projectId: largeProjectId } = seedScale(dataDir);
  const origins = [HOST_PORT, ...Object.values(REMOTES).map((remote) => remote.port)]
    .map((port) => `http://localhost:${port}`)
    .join(',');
  const children: ChildProcess[] = [
    spawn(process.execPath, [path.join(root, 'mock-server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(API_PORT),
        TIMELY_DATA_DIR: dataDir,
        CORS_ORIGINS: origins,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    }),
    ...['host', ...Object.keys(REMOTES)].map((app) =>
      spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'tooling/src/serve/serve-app.ts'), app], {
        stdio: 'ignore',
      }),
    ),
  ];
  const urls = [
    `http://localhost:${API_PORT}/health`,
    `http://localhost:${HOST_PORT}/config.json`,
    ...Object.values(REMOTES).map((remote) => `http://localhost:${remote.port}/config.json`),
  ];
  for (const url of urls) await waitFor(url);
  return {
    largeSprintId,
    largeProjectId,
    async stop() {
      for (const child of children) child.kill('SIGTERM');
    },
  };
}

/** `seed:scale` on the data folder before the API opens it (PGlite has one process at a time): the large sprint's and project's ids. */
function seedScale(dataDir: string): { sprintId: string; projectId: string } {
  const printed = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'mock-server/src/cli.ts'), 'seed-scale'],
    {
      cwd: path.join(root, 'mock-server'),
      env: { ...process.env, TIMELY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const named = /the large sprint is (\S+), of project (\S+)/.exec(printed);
  if (!named) throw new Error(`seed:scale did not name the large sprint: ${printed}`);
  return { sprintId: named[1]!, projectId: named[2]! };
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}
