import { build } from './build.ts';
import { start } from './start.ts';
import { test } from './test.ts';
import { dev } from './dev.ts';
import { reset } from './reset.ts';
import { compose } from './compose.ts';
import { benchApi, benchLoad, benchWeb } from './bench.ts';
import { log } from './workspace.ts';

const commands: Record<string, (args: string[]) => Promise<unknown>> = {
  build,
  start,
  test: (args) => test(args),
  check: (args) => test(['--no-e2e', ...args]),
  e2e: (args) => test(['--only', 'e2e', ...args]),
  dev,
  reset,
  compose,
  'bench-web': benchWeb,
  'bench-api': benchApi,
  'bench-load': benchLoad,
};

const [name = 'help', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.log(`usage: npm run <${Object.keys(commands).join('|')}>`);
  process.exit(name === 'help' ? 0 : 2);
}
command(args).catch((error: unknown) => {
  log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
