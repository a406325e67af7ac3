import { readdirSync } from 'node:fs';
import path from 'node:path';
import { splitSpecs } from './e2e-halves.ts';
import { ROOT } from './workspace.ts';

const specs = readdirSync(path.join(ROOT, 'e2e/tests'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

it('runs every spec once, each half in the specs’ own order', () => {
  const halves = splitSpecs(specs);
  expect(halves).toHaveLength(2);
  expect(halves.flat().sort()).toEqual(specs);
  for (const half of halves) expect(half).toEqual([...half].sort());
});

it('balances the halves by the time their specs take, not by their number', () => {
  const [first = [], second = []] = splitSpecs(['accessibility.spec.ts', 'api-tokens.spec.ts', 'apps-chat.spec.ts']);
  // the accessibility audits (minutes) weigh more than the two short specs together
  expect([first, second]).toEqual([['accessibility.spec.ts'], ['api-tokens.spec.ts', 'apps-chat.spec.ts']]);
});

it('counts a spec it has no time for as a typical one, and leaves no half empty of work it could share', () => {
  expect(splitSpecs(['new-a.spec.ts', 'new-b.spec.ts'])).toEqual([['new-a.spec.ts'], ['new-b.spec.ts']]);
  expect(splitSpecs(['only.spec.ts'])).toEqual([['only.spec.ts']]);
  expect(splitSpecs([])).toEqual([]);
});
