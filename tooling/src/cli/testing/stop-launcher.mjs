// The launcher as tooling/bin/portal.mjs runs the CLI, around the stop fixture instead of the real CLI.
import path from 'node:path';
import { runSupervised } from '../../../bin/supervise.mjs';

const status = await runSupervised(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, 'stop-fixture.ts'), process.argv[2]],
  { cwd: path.resolve(import.meta.dirname, '../../../..') },
);
process.exit(status);
