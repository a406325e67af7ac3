import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { resetDatabase } from './db/reset.js';
import { isEmpty, seedDatabase } from './db/seed/index.js';
import { seedLargeSprint } from './testing/large-sprint.js';

/**
 * `reset`: restore the seed (drops everything first); `migrate`: apply pending migrations only;
 * `seed-scale`: add the 500-task sprint and 2,000-task backlog of issue #27 (testing/large-sprint.ts).
 */
async function run(command: string | undefined): Promise<void> {
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
    } else {
      throw new Error(`unknown command "${command ?? ''}": use reset, migrate or seed-scale`);
    }
  } finally {
    await db.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error('[mock-server]', error instanceof Error ? error.message : error);
  process.exit(1);
});
