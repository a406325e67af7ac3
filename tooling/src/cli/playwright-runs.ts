import { existsSync, readFileSync } from 'node:fs';
import type { StepResult } from './tally.ts';

type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; tests: Array<{ status: string }> }>;
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};
/** One Playwright run of the e2e step: its name (a half's), its exit code and its JSON report, if it wrote one. */
export type PlaywrightRun = { name: string; code: number; report: PlaywrightReport | null };

/** A run's JSON report, or null where it wrote none or stopped half-way through writing it. */
export function readPlaywrightReport(file: string): PlaywrightReport | null {
  if (!existsSync(file)) return null;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<PlaywrightReport>;
    return report.stats ? { stats: report.stats, suites: report.suites ?? [] } : null;
  } catch {
    return null;
  }
}

/** Every test that passed only on retry, as "file › title". */
function flakyTests(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTests(suite.suites),
  ]);
}

/**
 * The e2e step's counts over its runs, each counted on its own: a run that wrote no report (it crashed, or
 * its portal never started) is one failure named in the note, and the other runs' tests still count; a run
 * that exited with an error but reported no failed test (a web server that died, a global setup) is one too.
 */
export function countPlaywrightRuns(runs: PlaywrightRun[]): StepResult {
  let passed = 0;
  let failed = 0;
  const flaky: string[] = [];
  const notes: string[] = [];
  for (const { name, code, report } of runs) {
    if (!report) {
      failed += 1;
      notes.push(`${name}: playwright exited ${code} without a report`);
      continue;
    }
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (code !== 0 && report.stats.unexpected === 0) {
      failed += 1;
      notes.push(`${name}: playwright exited ${code} with no failed test`);
    }
    flaky.push(...flakyTests(report.suites));
  }
  return {
    name: 'e2e (Chromium)',
    kind: 'tests',
    passed,
    failed,
    seconds: 0,
    flaky,
    ...(notes.length ? { note: notes.join('; ') } : {}),
  };
}
