import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_VARIABLES } from './config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const operations = readFileSync(path.resolve(here, '../../docs/operations.md'), 'utf8');

it('has a row in docs/operations.md for every variable of the config schema, and none it does not read (issue #35)', () => {
  const section = operations.slice(
    operations.indexOf('### The API'),
    operations.indexOf("### The host's static server"),
  );
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]!);
  expect(ENV_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  expect(documented.filter((name) => !(ENV_VARIABLES as string[]).includes(name))).toEqual([]);
});
