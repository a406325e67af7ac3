import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/startup.js';
import { buildServer } from './server.js';
import { logMailMode } from './services/mailer.js';
import { folderSecrets } from './services/secrets.js';

/** Starts the API: open the database, migrate, seed on first run, listen, and shut down gracefully. */
async function main(): Promise<void> {
  const given = readConfig();
  // production has all three from its environment (config.ts refuses to start otherwise)
  const config = { ...given, secrets: folderSecrets(given.dataDir, given.secrets) };
  const db = await openDatabase(config.database);
  const started = Date.now();
  // the first start's seed takes a while on a slow machine: say so (the log level of `npm start` is warn)
  const { migrations: applied, seeded } = await prepareDatabase(db, { seed: config.seed, passwordCost: config.passwordCost, onSeedStart: () => console.log('[api] first start: seeding the demo companies…') });
  if (seeded) console.log(`[api] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildServer({ db, config, logger: { level: config.logLevel } });
  app.log.info({ database: db.kind, migrations: applied, seeded, seed: config.seed }, 'database ready');
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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('[mock-server] failed to start:', error);
  process.exit(1);
});
