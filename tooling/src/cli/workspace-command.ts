import path from 'node:path';
import { runCommand } from './processes.ts';
import { ROOT } from './workspace.ts';

export type WorkspaceOptions = { action: string | undefined; name?: string; adminName?: string; adminEmail?: string };

/**
 * `npm run workspace -- create --name … --admin-name … --admin-email …`: a new company and its first admin in
 * the data folder (or the DATABASE_URL database); prints the admin's one-time link to choose a password.
 */
export async function workspace(options: WorkspaceOptions): Promise<void> {
  if (options.action !== 'create')
    throw new Error('the only action is create: npm run workspace -- create --name … --admin-name … --admin-email …');
  const missing = (['name', 'adminName', 'adminEmail'] as const).filter((key) => !options[key]);
  if (missing.length)
    throw new Error(
      `missing ${missing.map((key) => `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`).join(', ')}`,
    );
  const dataDir = process.env.TIMELY_DATA_DIR ?? path.join(ROOT, '.data');
  const code = await runCommand(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      'src/cli.ts',
      'workspace',
      'create',
      '--name',
      options.name!,
      '--admin-name',
      options.adminName!,
      '--admin-email',
      options.adminEmail!,
    ],
    { cwd: path.join(ROOT, 'mock-server'), env: { ...process.env, TIMELY_DATA_DIR: dataDir } },
  );
  if (code !== 0)
    throw new Error('the workspace was not created (see the message above; on PGlite, stop the API first)');
}
