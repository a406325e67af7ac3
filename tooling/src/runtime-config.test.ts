import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_SERVER_ENV } from './runtime-config.ts';

const operations = readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');

it("has a row in docs/operations.md for every variable of the host's static server (issue #35)", () => {
  const section = operations.slice(
    operations.indexOf("### The host's static server"),
    operations.indexOf('## Production mode'),
  );
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
  expect(HOST_SERVER_ENV.filter((name) => !documented.includes(name))).toEqual([]);
});
