/**
 * A child process of the bench: the real API (buildServer) on the bench database, on a free port, or
 * with `bare` a Fastify hello-world to compare with, or with `one-query` that hello-world answering one
 * row of the bench database (the ceiling of any route that asks the database anything). Tells the parent
 * its port over IPC.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildServer } from '../src/server.js';

async function main(): Promise<void> {
  if (process.argv[2] === 'bare') {
    const bare = Fastify();
    bare.get('/', async () => ({ hello: 'world' }));
    await listen(bare);
    return;
  }
  if (process.argv[2] === 'one-query') {
    // the API's pool size, and a named statement, as the API prepares its own (db/named-statements.ts)
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    const oneQuery = Fastify();
    oneQuery.get('/', async () => (await pool.query({ name: 'one-row', text: 'SELECT $1::text AS hello', values: ['world'] })).rows[0]);
    await listen(oneQuery);
    return;
  }
  const config = readConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn' });
  const db = await openDatabase(config.database);
  const app = await buildServer({ db, config });
  await listen(app);
}

async function listen(app: { listen(options: { port: number; host: string }): Promise<string> }): Promise<void> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: Number(new URL(address).port) });
}

main().catch((error: unknown) => {
  console.error('[bench] server failed to start:', error);
  process.exit(1);
});
