import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/index.js';
import { templateKey, TEST_PASSWORD_COST } from './seeded-pglite.js';

// Any constant will do: it only has to be the same for every jest worker.
const TEMPLATE_LOCK = 712_305;

/**
 * A fresh database on the PostgreSQL server for one test file, cloned from a migrated and seeded
 * template (CREATE DATABASE … TEMPLATE copies files, far faster than migrating and seeding per file).
 * The first worker builds the template under an advisory lock; the template's name carries the same
 * key as the PGlite template's folder, so a change to the migrations or the seed builds a new one.
 */
export async function openSeededPostgres(
  serverUrl: string,
): Promise<{ db: Database; url: string; dropDatabase: () => Promise<void> }> {
  const template = `timely_tpl_${templateKey()}`;
  const name = `timely_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rowCount) await buildTemplate(admin, serverUrl, template);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ kind: 'postgres', connectionString: url, maxConnections: 4, refuseOverlap: true });
  return {
    db,
    url,
    async dropDatabase() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function buildTemplate(admin: pg.Client, serverUrl: string, template: string) {
  // templates of older migrations or earlier days are no longer wanted
  const stale = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'timely\\_tpl\\_%'",
  );
  for (const { datname } of stale.rows)
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const db = await openDatabase({
    kind: 'postgres',
    connectionString: withDatabase(serverUrl, building),
    maxConnections: 2,
  });
  try {
    await migrate(db);
    // eslint-disable-next-line no-restricted-syntax -- the seed is dated today, as the demo's is; the tests read today from the server's clock, which starts at the same real time
    await seedDatabase(db, { today: new Date(), passwordCost: TEST_PASSWORD_COST });
  } finally {
    await db.close();
  }
  // renamed only once complete, so a crash mid-seed never leaves a half-built template behind
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
