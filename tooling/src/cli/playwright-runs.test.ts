import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countPlaywrightRuns, readPlaywrightReport, type PlaywrightRun } from './playwright-runs.ts';

const stats = (expected: number, unexpected = 0, flaky = 0) => ({ expected, unexpected, flaky, skipped: 0 });
const run = (name: string, code: number, report: PlaywrightRun['report']): PlaywrightRun => ({ name, code, report });

it('adds the halves’ tests, and names the tests that passed only on their retry', () => {
  const flakySuite = {
    suites: [{ specs: [{ title: 'saves a post', file: 'feeds.spec.ts', tests: [{ status: 'flaky' }] }] }],
  };
  const result = countPlaywrightRuns([
    run('half 1', 0, { stats: stats(40, 0, 1), suites: [flakySuite] }),
    run('half 2', 1, { stats: stats(47, 2), suites: [] }),
  ]);
  expect(result).toMatchObject({ passed: 88, failed: 2, flaky: ['feeds.spec.ts › saves a post'] });
  expect(result.note).toBeUndefined();
});

it('counts a half that wrote no report as one failure and keeps the other half’s tests', () => {
  const result = countPlaywrightRuns([run('half 1', 0, { stats: stats(45), suites: [] }), run('half 2', 1, null)]);
  expect(result).toMatchObject({ passed: 45, failed: 1, note: 'half 2: playwright exited 1 without a report' });
});

it('counts a run that failed with no failed test (a server that died, a global setup) as one failure', () => {
  const result = countPlaywrightRuns([run('half 1', 1, { stats: stats(45), suites: [] })]);
  expect(result).toMatchObject({ passed: 45, failed: 1, note: 'half 1: playwright exited 1 with no failed test' });
});

it('reads a report as missing where it was not written, is cut short or is not a report', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'playwright-runs-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(folder, name), text);
    return path.join(folder, name);
  };
  expect(readPlaywrightReport(path.join(folder, 'none.json'))).toBeNull();
  expect(readPlaywrightReport(file('cut.json', '{"stats": {"expected": 4'))).toBeNull();
  expect(readPlaywrightReport(file('other.json', '{"config": {}}'))).toBeNull();
  expect(readPlaywrightReport(file('whole.json', JSON.stringify({ stats: stats(3) })))).toEqual({
    stats: stats(3),
    suites: [],
  });
});
