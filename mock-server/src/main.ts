import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDatabase } from './db/seed/index.js';
import { buildServer } from './server.js';
import { logMailMode } from './services/mailer.js';
import { folderSecrets } from './services/secrets.js';

/** Starts the API: open the database, migrate, seed on first run, listen, and shut down gracefully. */
async function main(): Promise<void> {
  const given = readConfig();
  // production has all three from its environment (config.ts refuses to start otherwise)
  const config = { ...given, secrets: folderSecrets(given.dataDir, given.secrets) };
  const db = await openDatabase(config.database);
  const applied = await migrate(db);
  const seeded = (await isEmpty(db)) ? (await seedWithProgress(db, config.passwordCost), true) : false;
  const app = await buildServer({ db, config, logger: { level: config.logLevel } });
  app.log.info({ database: db.kind, migrations: applied, seeded }, 'database ready');
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

/** The first start's seed takes a while on a slow machine: say so (the log level of `npm start` is warn). */
async function seedWithProgress(db: Awaited<ReturnType<typeof openDatabase>>, passwordCost: number): Promise<void> {
  const started = Date.now();
  console.log('[api] first start: seeding the demo companies…');
  await seedDatabase(db, { today: new Date(), passwordCost });
  console.log(`[api] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error('[mock-server] failed to start:', error);
  process.exit(1);
});
