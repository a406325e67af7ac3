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
