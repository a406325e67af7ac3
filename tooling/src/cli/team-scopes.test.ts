import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { TEAM_SCOPES } from './team-scopes.ts';
import { ROOT } from './workspace.ts';

/** Every file under a folder, as paths relative to the workspace. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.includes('node_modules'))
    .map((file) => `${folder}/${file}`);
}

const apiTests = filesUnder('mock-server/src').filter((file) => file.endsWith('.test.ts'));
const specs = readdirSync(path.join(ROOT, 'e2e/tests')).map((file) => `tests/${file}`);

it.each(Object.entries(TEAM_SCOPES))("%s's scope names folders, API tests and specs that exist", (_, scope) => {
  for (const folder of scope.folders) expect(existsSync(path.join(ROOT, folder))).toBe(true);
  for (const pattern of scope.apiTests)
    expect(apiTests.filter((file) => new RegExp(pattern).test(file)).length).toBeGreaterThan(0);
  for (const spec of scope.e2eSpecs)
    expect(specs.filter((file) => new RegExp(`tests/${spec}`).test(file)).length).toBeGreaterThan(0);
});

it('gives every remote a scope', () => {
  const remotes = readdirSync(ROOT).filter((entry) => entry.startsWith('remote-'));
  const covered = Object.values(TEAM_SCOPES).flatMap((scope) => scope.folders as readonly string[]);
  expect(remotes.filter((remote) => !covered.includes(remote))).toEqual([]);
});
