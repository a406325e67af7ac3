/** A step's outcome: `tests` steps count tests; `check` steps (lint, types) count programs and are not tests. */
export type StepResult = {
  name: string;
  kind: 'tests' | 'check';
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
  flaky?: string[];
};

/**
 * The summary: checks as steps, then tests per suite (the API per engine), flaky tests by name, and last the
 * count of tests. A failed lint or type check adds to "failed", so that line never hides it.
 */
export function tally(results: StepResult[]): string {
  const lines = ['', '[timely] summary'];
  for (const result of results) {
    const counts =
      result.kind === 'check'
        ? `${result.failed ? 'FAILED' : 'ok'} (${result.passed}/${result.passed + result.failed} programs)`
        : `${String(result.passed).padStart(5)} passed ${String(result.failed).padStart(3)} failed`;
    lines.push(
      `  ${result.name.padEnd(22)} ${counts.padEnd(30)} ${result.seconds.toFixed(0).padStart(4)} s${result.note ? `  (${result.note})` : ''}`,
    );
  }
  const flaky = results.flatMap((result) => result.flaky ?? []);
  if (flaky.length)
    lines.push(`  flaky (passed only on retry): ${flaky.length}`, ...flaky.map((title) => `    - ${title}`));
  const tests = results.filter((result) => result.kind === 'tests');
  const passed = tests.reduce((sum, result) => sum + result.passed, 0);
  const failedTests = tests.reduce((sum, result) => sum + result.failed, 0);
  const failedChecks = results.filter((result) => result.kind === 'check' && result.failed > 0).length;
  if (failedChecks)
    lines.push(
      `  ${failedChecks} failed check${failedChecks === 1 ? '' : 's'} (lint or types) counted as failed below`,
    );
  lines.push(`${passed} passed, ${failedTests + failedChecks} failed`);
  return lines.join('\n');
}
