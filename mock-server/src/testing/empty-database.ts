import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database, DatabaseOptions } from '../db/client.js';
import { dropEverything } from '../db/migrate.js';
import { copyEmptyCluster } from './empty-cluster.js';
import { withDatabase } from './seeded-postgres.js';
import { openTestDatabase } from './test-database.js';

export type EmptyDatabase = {
  /** How to open it in this process. */
  options: DatabaseOptions;
  /** The environment that points a server process (main.ts) at it. */
  serverEnv: Record<string, string>;
  cleanup(): Promise<void>;
};

/**
 * A database with nothing in it, on what this test leg runs on: a PGlite data folder, or a new database
 * on the PostgreSQL server of DATABASE_URL. For tests of what happens across restarts (main.ts migrates
 * and seeds it on its first start).
 */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // laid out as TIMELY_DATA_DIR is: the PGlite files in its `pglite` folder
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-empty-'));
    await copyEmptyCluster(path.join(dataDir, 'pglite'));
    return {
      options: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      serverEnv: { TIMELY_DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `timely_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const connectionString = withDatabase(serverUrl, name);
  return {
    options: { kind: 'postgres', connectionString, maxConnections: 2 },
    serverEnv: { DATABASE_URL: connectionString },
    async cleanup() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * An empty database open in this process, for a test that needs no restart: a copy of the seeded test
 * database with everything dropped (`dropEverything`, as `npm run reset` does), on this leg's engine.
 * Loading the template and dropping its tables costs less than a new PGlite, which runs initdb.
 */
export async function openEmptyDatabase(): Promise<{ db: Database; cleanup(): Promise<void> }> {
  const { db, dropDatabase } = await openTestDatabase();
  await dropEverything(db);
  return {
    db,
    async cleanup() {
      await db.close();
      await dropDatabase();
    },
  };
}
