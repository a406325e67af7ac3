import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one run on DATABASE_URL's server and dropped after it. */
export type ThrowawayDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A new empty database `timely_load_<hex>` on the server `serverUrl` names, which the API migrates and seeds
 * on its first start. The benchmark never writes into the database it is given: a run on CI's `test` would
 * leave a seeded company where the API suite expects an empty schema.
 */
export async function createThrowawayDatabase(serverUrl: string, prefix = 'timely_load'): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
