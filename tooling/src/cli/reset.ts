import path from 'node:path';
import { runCommand } from './processes.ts';
import { log, ROOT } from './workspace.ts';

/** `npm run reset`: restore the seed in the data folder (or the DATABASE_URL database). */
export async function reset(): Promise<void> {
  const dataDir = process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data');
  const code = await runCommand(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/cli.ts', 'reset'], {
    cwd: path.join(ROOT, 'mock-server'),
    env: { ...process.env, TIMELY_DATA_DIR: dataDir },
  });
  if (code !== 0) throw new Error('reset failed (is the API still running on this data folder? stop it first)');
  log('the database holds the seed again');
}
