import type { Database } from './client.js';

/** Throws unless the database answers a query (`/health`). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.query('SELECT 1');
}
