import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { seedLargeCompany, type Scale } from '../src/testing/large-company.js';

/**
 * A throw-away database `timely_bench_<hex>` on the server: migrated and seeded like `npm start` does, then
 * Acme grown to `scale` (src/testing/large-company.ts), or left as the seed made it (null).
 */
export async function createBenchDatabase(
  serverUrl: string,
  scale: Scale | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `timely_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ kind: 'postgres', connectionString: url, maxConnections: 2 });
  try {
    await migrate(db);
    await seedDatabase(db);
    if (scale) await seedLargeCompany(db, scale);
  } finally {
    await db.close();
  }
  return { url, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * `--database <name>`: a database on the server grown by an earlier run of the same scale (its seeding takes
 * minutes on a busy machine), used as it is and kept; migrations it has not had yet are applied first, as
 * every start of the API does.
 */
export async function existingBenchDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ kind: 'postgres', connectionString: url, maxConnections: 2 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return { url, drop: async () => {} };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
