import { tally, type StepResult } from './tally.ts';

const step = (
  name: string,
  kind: StepResult['kind'],
  passed: number,
  failed: number,
  flaky?: string[],
): StepResult => ({ name, kind, passed, failed, seconds: 1, flaky });

it('counts tests, not steps: lint and types are reported as checks and are not added to "passed"', () => {
  const text = tally([
    step('lint', 'check', 1, 0),
    step('types', 'check', 4, 0),
    step('api (PGlite)', 'tests', 700, 0),
    step('units and components', 'tests', 600, 0),
  ]);
  expect(text.split('\n').at(-1)).toBe('1300 passed, 0 failed');
  expect(text).toMatch(/types\s+ok \(4\/4 programs\)/);
});

it('reports the API suite per engine and names every test that passed only on retry', () => {
  const text = tally([
    step('api (PGlite)', 'tests', 10, 0),
    step('api (PostgreSQL)', 'tests', 10, 1),
    step('e2e (Chromium)', 'tests', 5, 0, ['tests/feeds.spec.ts › posts a message']),
  ]);
  expect(text).toMatch(/api \(PGlite\)\s+10 passed\s+0 failed/);
  expect(text).toMatch(/api \(PostgreSQL\)\s+10 passed\s+1 failed/);
  expect(text).toContain('flaky (passed only on retry): 1');
  expect(text).toContain('tests/feeds.spec.ts › posts a message');
  expect(text.split('\n').at(-1)).toBe('25 passed, 1 failed');
});

it('never shows 0 failed when a check failed', () => {
  const text = tally([step('lint', 'check', 0, 1), step('jest', 'tests', 3, 0)]);
  expect(text.split('\n').at(-1)).toBe('3 passed, 1 failed');
});
