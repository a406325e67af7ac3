import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { resetDatabase } from './db/reset.js';

/** `reset`: restore the seed (drops everything first); `migrate`: apply pending migrations only. */
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
    } else {
      throw new Error(`unknown command "${command ?? ''}": use reset or migrate`);
    }
  } finally {
    await db.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error('[mock-server]', error instanceof Error ? error.message : error);
  process.exit(1);
});
