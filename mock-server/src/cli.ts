import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { resetDatabase } from './db/reset.js';
import { workspaceCommand } from './services/workspace/workspace-cli.js';

/**
 * `reset`: restore the seed (drops everything first); `migrate`: apply pending migrations only;
 * `workspace create --name … --admin-name … --admin-email …`: a new company and its first admin.
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
    } else if (command === 'workspace') {
      await migrate(db);
      for (const line of await workspaceCommand(db, config, args)) console.log(line);
    } else {
      throw new Error(`unknown command "${command ?? ''}": use reset, migrate or workspace`);
    }
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error('[mock-server]', error instanceof Error ? error.message : error);
  process.exit(1);
});
