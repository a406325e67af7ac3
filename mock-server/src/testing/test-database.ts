import type { Database } from '../db/client.js';
import { openSeededPglite } from './seeded-pglite.js';
import { openSeededPostgres } from './seeded-postgres.js';

/**
 * A seeded database for one test file: a copy of the template in memory on PGlite, or a new database cloned
 * from the template on the PostgreSQL server named by DATABASE_URL (dropped by `dropDatabase`).
 */
export async function openTestDatabase(): Promise<{ db: Database; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { db: await openSeededPglite(), dropDatabase: async () => {} };
  return openSeededPostgres(serverUrl);
}
