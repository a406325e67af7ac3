import pg from 'pg';
import { openDatabase } from './client.js';

const serverUrl = process.env.DATABASE_URL;

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
