import path from 'node:path';
import { build } from './build.ts';
import { runCommand } from './processes.ts';
import { ROOT } from './workspace.ts';

/** `npm run bench:web`: production builds (skipped when up to date), then the browser benchmark. */
export async function benchWeb(): Promise<void> {
  await build([]);
  const code = await runCommand(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'e2e/bench/web-bench.ts')], { cwd: path.join(ROOT, 'e2e') });
  if (code !== 0) throw new Error('the web benchmark failed');
}

/** `npm run bench:api [-- --quick]`: the API at scale on PostgreSQL (DATABASE_URL) against a bare Fastify. */
export async function benchApi(args: string[]): Promise<void> {
  const code = await runCommand(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'mock-server/bench/api-bench.ts'), ...args], { cwd: path.join(ROOT, 'mock-server') });
  if (code !== 0) throw new Error('the API benchmark failed');
}
