import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as firstPage from './first-page.js';
import * as contract from './index.js';

/**
 * The first-page entry is what signing in and the Overview download of the contract (issue #32's budget of
 * the first load): the modules it reaches must not pull in the tasks', sprints' or settings' schemas.
 */
function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  // a type's import or export is erased from the bundle: it reaches nothing
  for (const [, imported] of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from '\.\/([\w-]+)\.js'/gms))
    reachedFrom(`${imported}.ts`, seen);
  return seen;
}

it('reaches only the first page’s modules', () => {
  const reached = reachedFrom('first-page.ts');
  expect(reached).toContain('search.ts');
  expect(reached).toContain('projects.ts');
  for (const heavy of ['tasks.ts', 'sprints.ts', 'option-edits.ts', 'peers.ts', 'kpi.ts'])
    expect(reached).not.toContain(heavy);
  // the server's checks of the first page's questions: the apps take only their types
  for (const serverOnly of ['overview-queries.ts', 'first-page-queries.ts']) expect(reached).not.toContain(serverOnly);
});

it('answers every name the main entry does under the same value', () => {
  // apiPaths: the older remotes' name for the first page's paths here, every path in the main entry
  for (const [name, value] of Object.entries(firstPage).filter(([name]) => name !== 'apiPaths'))
    expect((contract as Record<string, unknown>)[name]).toBe(value);
});
