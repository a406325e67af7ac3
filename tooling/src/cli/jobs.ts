import path from 'node:path';
import { runCommand } from './processes.ts';
import { ROOT } from './workspace.ts';

/**
 * `npm run jobs -- run digest --now`, `npm run jobs -- list`: run a recurring job once on the database
 * `npm start` and `npm run migrate` use (DATABASE_URL, or the data folder's PGlite: stop the API first), or
 * list the last runs and failures (docs/operations.md#jobs). The API's own command says what it did; its
 * exit code is this one's (2 for a job it does not know).
 */
export async function jobs(args: { positionals: string[]; now: boolean }): Promise<void> {
  const dataDir = process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data');
  const code = await runCommand(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['src/cli.ts', 'jobs', ...args.positionals, ...(args.now ? ['--now'] : [])],
    { cwd: path.join(ROOT, 'mock-server'), env: { ...process.env, TIMELY_DATA_DIR: dataDir } },
  );
  if (code !== 0) process.exit(code);
}
