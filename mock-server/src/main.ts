import cluster from 'node:cluster';
import { ConfigError, readConfig, type ServerConfig, type ServerSecrets } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { prepareDatabase } from './db/startup.js';
import { runInstances, startLog } from './instances.js';
import { buildServer } from './server.js';
import { logMailMode } from './services/mailer.js';
import { folderSecrets } from './services/secrets.js';

type RunConfig = ServerConfig & { secrets: ServerSecrets };

/**
 * Starts the API: open the database, migrate, seed on first run (TIMELY_SEED), listen, and shut down
 * gracefully. With API_INSTANCES > 1 on PostgreSQL, this process prepares the database once and then runs
 * that many workers (node:cluster) on the one port; each worker lands in `serve` below.
 */
async function main(): Promise<void> {
  const given = readConfig();
  // production has all three from its environment (config.ts refuses to start otherwise); the primary
  // creates the key file before any worker reads it
  const config: RunConfig = { ...given, secrets: folderSecrets(given.dataDir, given.secrets) };
  if (cluster.isWorker) return serve(config, { prepared: true });
  let instances = config.instances;
  if (instances > 1 && config.database.kind === 'pglite') {
    // PGlite is a database inside this process: a second process would open a second, diverging copy
    startLog(config.logLevel).warn(
      `API_INSTANCES=${instances} needs PostgreSQL (DATABASE_URL): PGlite runs in one process, so one API instance runs`,
    );
    instances = 1;
  }
  if (instances === 1) return serve(config, { prepared: false });
  const db = await openDatabase(config.database);
  try {
    await prepareOnce(db, config, startLog(config.logLevel));
  } finally {
    await db.close();
  }
  runInstances(instances, config.logLevel);
}

/** Migrations and, on an empty database, the demo seed: once per start, before anyone is served. */
async function prepareOnce(db: Database, config: RunConfig, log: ReturnType<typeof startLog>): Promise<void> {
  const started = Date.now();
  // the first start's seed takes a while on a slow machine: say so (the log level of `npm start` is warn)
  const { migrations, seeded, empty } = await prepareDatabase(db, {
    seed: config.seed,
    passwordCost: config.passwordCost,
    onSeedStart: () => console.log('[api] first start: seeding the demo companies…'),
  });
  if (seeded) console.log(`[api] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  log.info(`database ready`, { database: db.kind, migrations, seeded, seed: config.seed });
  if (empty)
    log.warn(
      'the database holds no company (TIMELY_SEED=none): create the first one with `npm run workspace -- create` or the sign-in page (docs/company.md)',
    );
}

async function serve(config: RunConfig, options: { prepared: boolean }): Promise<void> {
  const db = await openDatabase(config.database);
  if (!options.prepared) await prepareOnce(db, config, startLog(config.logLevel));
  const app = await buildServer({ db, config, logger: { level: config.logLevel } });
  if (!cluster.isWorker || cluster.worker?.id === 1)
    logMailMode(app.log, { ...config.mail, production: config.production });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // stop accepting, let in-flight requests finish, then close the database
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    const closed = app.close();
    // a keep-alive socket whose request was answered would otherwise hold the server open until it times
    // out: close each one as soon as it goes idle
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await closed;
    clearInterval(sweep);
    await db.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // a closed terminal or a service manager's reload: drain as for any other stop
  process.on('SIGHUP', () => void shutdown('SIGHUP'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // a bad environment is the operator's to fix: its lines, without a stack trace
  if (error instanceof ConfigError) console.error(`[mock-server] cannot start. ${error.message}`);
  else console.error('[mock-server] failed to start:', error);
  process.exit(1);
});
