import path from 'node:path';
import { runCommand } from './processes.ts';
import { log, ROOT } from './workspace.ts';

/**
 * `npm run migrate`: apply the migrations the database lacks (DATABASE_URL, or the data folder's PGlite),
 * without seeding or serving: the deploy step before the new API version starts (docs/operations.md).
 */
export async function migrate(): Promise<void> {
  const dataDir = process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data');
  const code = await runCommand(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/cli.ts', 'migrate'], {
    cwd: path.join(ROOT, 'mock-server'),
    env: { ...process.env, TIMELY_DATA_DIR: dataDir },
  });
  if (code !== 0) throw new Error('migrate failed (see the message above)');
  log('the database has every migration of this version');
}

/**
 * `npm run migration -- <name>`: drizzle-kit writes the migration for what mock-server/src/db/schema gained
 * since the last one (docs/architecture.md, "The database").
 */
export async function newMigration(name: string | undefined): Promise<void> {
  if (!name) throw new Error('name the migration: npm run migration -- <kebab-case-name>');
  const code = await runCommand(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/db/generate-migration.ts', name], {
    cwd: path.join(ROOT, 'mock-server'),
  });
  if (code !== 0) throw new Error('the migration could not be written (see the message above)');
}
