import { parseArgs } from 'node:util';
import { readConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { resetDatabase } from './db/reset.js';
import { isEmpty, seedDatabase } from './db/seed/index.js';
import { buildServer } from './server.js';
import { createCompanyWithAdmin } from './services/first-company.js';
import { folderSecrets } from './services/secrets.js';
import { seedLargeSprint } from './testing/large-sprint.js';

const USAGE = 'use reset, migrate, seed-scale, or create-company --company <name> --admin-email <email> --admin-name <name>';

/**
 * `reset`: restore the seed (drops everything first); `migrate`: apply pending migrations only;
 * `seed-scale`: add the 500-task sprint and 2,000-task backlog of issue #27 (testing/large-sprint.ts);
 * `create-company`: a company and its first admin, who sets a password through the printed link
 * (docs/operations.md, the first company of a production database).
 */
async function run(command: string | undefined, args: string[]): Promise<void> {
  const config = readConfig();
  const db = await openDatabase(config.database);
  try {
    if (command === 'reset') {
      await resetDatabase(db);
      console.log(`[mock-server] ${db.kind} database reset to the seed`);
    } else if (command === 'migrate') {
      const applied = await migrate(db);
      console.log(`[mock-server] applied ${applied.length} migration(s)`);
    } else if (command === 'seed-scale') {
      // on a database never started: migrate and seed first, as a first start would
      await migrate(db);
      if (await isEmpty(db)) await seedDatabase(db, { today: new Date(), passwordCost: config.passwordCost });
      const { sprintId } = await seedLargeSprint(db);
      console.log(`[mock-server] the large sprint is ${sprintId}`);
    } else if (command === 'create-company') {
      await createCompany(db, config, args);
    } else {
      throw new Error(`unknown command "${command ?? ''}": ${USAGE}`);
    }
  } finally {
    await db.close();
  }
}

async function createCompany(db: Database, config: ReturnType<typeof readConfig>, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { company: { type: 'string' }, 'admin-email': { type: 'string' }, 'admin-name': { type: 'string' } }, strict: true });
  await migrate(db);
  const app = await buildServer({ db, config: { ...config, secrets: folderSecrets(config.dataDir, config.secrets) } });
  try {
    const created = await createCompanyWithAdmin(app, { company: values.company ?? '', adminEmail: values['admin-email'] ?? '', adminName: values['admin-name'] ?? '' });
    console.log(`[mock-server] company ${values.company} created; its admin ${values['admin-email']} chooses a password here (valid ${config.inviteTokenTtlDays} days, once):`);
    console.log(created.link);
  } finally {
    await app.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error('[mock-server]', error instanceof Error ? error.message : error);
  process.exit(1);
});
