/**
 * A child process of the bench: the real API (buildServer) on the bench database, on a free port, or
 * with `bare` a Fastify hello-world to compare with, or with `one-query` that hello-world answering one
 * row of the bench database (the ceiling of any route that asks the database anything), or with
 * `instances N` the real API as N node:cluster workers on one port (API_INSTANCES=N). Tells the parent
 * its port over IPC.
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildServer } from '../src/server.js';
import { freePort } from '../src/testing/free-port.js';

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
    oneQuery.get(
      '/',
      async () => (await pool.query({ name: 'one-row', text: 'SELECT $1::text AS hello', values: ['world'] })).rows[0],
    );
    await listen(oneQuery);
    return;
  }
  if (process.argv[2] === 'instances' && cluster.isPrimary) {
    // the workers share one port: chosen here, and told to the parent once every worker listens
    const count = Number(process.argv[3]);
    const port = await freePort();
    let listening = 0;
    cluster.on('listening', () => {
      listening += 1;
      if (listening === count) process.send?.({ port });
    });
    cluster.on('exit', (_worker, code) => {
      if (code) process.exit(code);
    });
    for (let index = 0; index < count; index++) cluster.fork({ ...process.env, BENCH_PORT: String(port) });
    process.on('SIGTERM', () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      process.exit(0);
    });
    return;
  }
  const config = readConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn' });
  const db = await openDatabase(config.database);
  const app = await buildServer({ db, config });
  await listen(app, Number(process.env.BENCH_PORT ?? 0));
}

async function listen(
  app: { listen(options: { port: number; host: string }): Promise<string> },
  port = 0,
): Promise<void> {
  const address = await app.listen({ port, host: '127.0.0.1' });
  // a cluster worker's port is told by its primary
  if (!cluster.isWorker) process.send?.({ port: Number(new URL(address).port) });
}

main().catch((error: unknown) => {
  console.error('[bench] server failed to start:', error);
  process.exit(1);
});
