import pg from 'pg';
import { openDatabase } from './client.js';

const serverUrl = process.env.DATABASE_URL;

// PostgreSQL only (the api-pg leg of CI): PGlite has no connections to lose.
(serverUrl ? it : it.skip)('survives the server ending an idle connection, and answers on a new one', async () => {
  const db = await openDatabase({ kind: 'postgres', connectionString: serverUrl!, maxConnections: 1 });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const [{ pid }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
    // the pool's only connection is idle now: end it the way a restart or an administrator would
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [again] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
    expect(again.pid).not.toBe(pid);
  } finally {
    await admin.end();
    await db.close();
  }
});
