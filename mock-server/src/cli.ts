import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { resetDatabase } from './db/reset.js';
import { isEmpty, seedDatabase } from './db/seed/index.js';
import { workspaceCommand } from './services/workspace/workspace-cli.js';
import { buildServer } from './server.js';
import { folderSecrets } from './services/secrets.js';

const USAGE =
  'use reset, migrate, seed-scale, jobs list | jobs run <job> [--now], or workspace create --name <company> --admin-name <name> --admin-email <email>';

/**
 * `reset`: restore the seed (drops everything first); `migrate`: apply pending migrations only;
 * `seed-scale`: add the 500-task sprint and 2,000-task backlog of issue #27 (testing/large-sprint.ts);
 * `workspace create --name … --admin-name … --admin-email …`: a new company and its first admin, who sets
 * a password through the printed one-time link (the first company of a production database);
 * `jobs run <job> [--now]` and `jobs list`: run a recurring job once in this process, or list the last runs
 * (services/jobs/jobs-command.ts; exit 2 for a job it does not know).
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
      // a development command: its module is left out of the production build with the other test helpers
      const { seedLargeSprint } = await import('./testing/large-sprint.js');
      const { sprintId, projectId } = await seedLargeSprint(db);
      console.log(`[mock-server] the large sprint is ${sprintId}, of project ${projectId}`);
    } else if (command === 'jobs') {
      await migrate(db);
      // the API without its timers or a port: the handlers run here, once, and mail goes where the API's would
      const app = await buildServer({
        db,
        config: {
          ...config,
          secrets: folderSecrets(config.dataDir, config.secrets),
          jobs: { ...config.jobs, worker: false },
          webhooks: { ...config.webhooks, worker: false },
        },
      });
      try {
        const { jobsCommand } = await import('./services/jobs/jobs-command.js');
        const outcome = await jobsCommand(app, args);
        for (const line of outcome.lines) console.log(line);
        process.exitCode = outcome.code;
      } finally {
        await app.close();
      }
    } else if (command === 'workspace') {
      await migrate(db);
      for (const line of await workspaceCommand(db, config, args)) console.log(line);
    } else {
      throw new Error(`unknown command "${command ?? ''}": ${USAGE}`);
    }
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error('[mock-server]', error instanceof Error ? error.message : error);
  process.exit(1);
});
