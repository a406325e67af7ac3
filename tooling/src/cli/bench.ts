import path from 'node:path';
import { runLoadBench } from '../bench/load-bench.ts';
import { runStreamBench } from '../bench/stream-bench.ts';
import { build, buildServer } from './build.ts';
import { ensureChromium } from './chromium.ts';
import { runCommand } from './processes.ts';
import { ROOT } from './workspace.ts';

/** `npm run bench:web`: production builds (skipped when up to date), then the browser benchmark. */
export async function benchWeb(): Promise<void> {
  await ensureChromium();
  await build();
  const code = await runCommand(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'e2e/bench/web-bench.ts')], {
    cwd: path.join(ROOT, 'e2e'),
  });
  if (code !== 0) throw new Error('the web benchmark failed');
}

/**
 * `npm run bench:api [-- --quick] [--compare <checkout>] [--database <name>]`: the API at scale on PostgreSQL
 * (DATABASE_URL) against a bare Fastify; `--compare` drives another checkout's API (say main) in the same sitting;
 * `--database` reuses a database an earlier run of the same scale grew; `--export` measures memory during
 * the largest task export instead, `--cache-memory` what the response cache holds against its bound, `--screens`
 * the time of the screens' questions that are not a list's page, asked anew (mock-server/bench/screen-answers.ts).
 */
export async function benchApi(options: {
  quick: boolean;
  compare?: string;
  database?: string;
  export?: boolean;
  cacheMemory?: boolean;
  screens?: boolean;
}): Promise<void> {
  if (options.cacheMemory) {
    // a full garbage collection before each reading needs --expose-gc: node itself, tsx as its loader
    const code = await runCommand(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'mock-server/bench/response-cache-memory.ts')],
      { cwd: path.join(ROOT, 'mock-server') },
    );
    if (code !== 0) throw new Error('the response cache benchmark failed');
    return;
  }
  // `--export`: the API's memory while it streams a 200,000-task export (mock-server/bench/export-bench.ts)
  const script = options.export ? 'export-bench.ts' : options.screens ? 'screen-answers.ts' : 'api-bench.ts';
  const args = [
    ...(options.quick ? ['--quick'] : []),
    ...(options.database ? ['--database', options.database] : []),
    ...(options.compare ? ['--compare', path.resolve(options.compare)] : []),
  ];
  const code = await runCommand(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'mock-server/bench', script), ...args],
    { cwd: path.join(ROOT, 'mock-server') },
  );
  if (code !== 0) throw new Error('the API benchmark failed');
}

/**
 * `npm run bench:load [-- --seconds N] [--users N] [--ramp N] [--instances N]`: the built API under N
 * concurrent users (default 100 for 60 s, starting over the first 5 s); `--instances 2` runs the API as two
 * processes on DATABASE_URL (API_INSTANCES) and judges each one's memory. `--streams N` measures the live
 * stream instead: N streams held while writes go on (with `--instances 2`, written on one process and
 * streamed from another).
 */
export async function benchLoad(options: {
  seconds?: string;
  users?: string;
  ramp?: string;
  instances?: string;
  streams?: string;
}): Promise<void> {
  await buildServer();
  if (options.streams !== undefined) {
    await runStreamBench({
      streams: numberOption('--streams', options.streams, 1000),
      seconds: numberOption('--seconds', options.seconds, 60),
      instances: numberOption('--instances', options.instances, 1),
    });
    return;
  }
  await runLoadBench({
    seconds: numberOption('--seconds', options.seconds, 60),
    users: numberOption('--users', options.users, 100),
    rampSeconds: numberOption('--ramp', options.ramp, 5, true),
    instances: numberOption('--instances', options.instances, 1),
  });
}

function numberOption(name: string, given: string | undefined, fallback: number, zeroAllowed = false): number {
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zeroAllowed))
    throw new Error(`${name} needs a positive number`);
  return value;
}
