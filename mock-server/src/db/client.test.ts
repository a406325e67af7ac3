import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from './client.js';

const serverUrl = process.env.DATABASE_URL;
const execFileAsync = promisify(execFile);

/** Resolves when the pool says one of its idle connections was closed (its 'error' event, which it logs). */
const poolNoticesClosedConnection = () =>
  new Promise<void>((resolve) => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warn(...args);
      if (!String(args[0]).includes('an idle database connection was closed')) return;
      console.warn = warn;
      resolve();
    };
  });

// PostgreSQL only (the api-pg leg of CI): PGlite has no connections to lose.
(serverUrl ? it : it.skip)('survives the server ending an idle connection, and answers on a new one', async () => {
  const db = await openDatabase({ kind: 'postgres', connectionString: serverUrl!, maxConnections: 1 });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const [{ pid }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
    // the pool's only connection is idle now: end it the way a restart or an administrator would
    const noticed = poolNoticesClosedConnection();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await noticed;
    const [again] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
    expect(again.pid).not.toBe(pid);
  } finally {
    await admin.end();
    await db.close();
  }
});

it('opens every connection with the planner settings the search indexes need (random_page_cost 1.1)', async () => {
  const databases = [
    await openDatabase({ kind: 'pglite' }),
    ...(serverUrl ? [await openDatabase({ kind: 'postgres', connectionString: serverUrl, maxConnections: 2 })] : []),
  ];
  try {
    for (const db of databases) {
      // both connections of the pool, not only the first
      const results = await Promise.all([db.query('SHOW random_page_cost'), db.query('SHOW random_page_cost')]);
      expect(results).toEqual([[{ random_page_cost: '1.1' }], [{ random_page_cost: '1.1' }]]);
    }
  } finally {
    await Promise.all(databases.map((db) => db.close()));
  }
});

// PostgreSQL only: a connection opened anew pays its start-up, the server's catalog caches and every statement's
// preparation again, so the pool keeps its idle ones (pg-pool's default closes one after 10 s idle)
(serverUrl ? it : it.skip)(
  'keeps an idle connection past ten quiet seconds',
  async () => {
    const db = await openDatabase({ kind: 'postgres', connectionString: serverUrl!, maxConnections: 1 });
    try {
      const [before] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      // eslint-disable-next-line no-restricted-syntax -- the pool's idle timer is what is tested: real time must pass
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      const [after] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      expect(after.pid).toBe(before.pid);
    } finally {
      await db.close();
    }
  },
  30_000,
);

// ...and kept idle, they do not hold a process open: a script that never closes its database still ends
(serverUrl ? it : it.skip)('lets a process end while its idle connections stay open', async () => {
  const script = `import { openDatabase } from ${JSON.stringify(path.join(import.meta.dirname, 'client.ts'))};
const db = await openDatabase({ kind: 'postgres', connectionString: process.env.DATABASE_URL, maxConnections: 2 });
await Promise.all([db.query('SELECT 1'), db.query('SELECT 1')]);
console.log('queried');`;
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_URL: serverUrl },
    // killed (and failed) if it hangs: without allowExitOnIdle, idle connections kept forever would hold it
    timeout: 20_000,
  });
  expect(stdout.trim()).toBe('queried');
});
