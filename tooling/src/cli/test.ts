import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.ts';
import { commandPool, runCommand } from './processes.ts';
import { ensureChromium } from './chromium.ts';
import { log, ROOT } from './workspace.ts';

type StepResult = { name: string; passed: number; failed: number; seconds: number; note?: string };
type Step = [string, () => Promise<StepResult>];

// The seven browser packages share their compiler options, so one program checks them all
// (tsconfig.browser.json): antd's and React's types are read once instead of seven times (~55 → ~14 s).
// The Node packages each have their own module settings and lib.
const TYPECHECKED = ['tsconfig.browser.json', 'mock-server/tsconfig.json', 'tooling/tsconfig.json', 'e2e/tsconfig.json'];
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const REPORTS = path.join(ROOT, 'node_modules/.cache/timely-test');

/**
 * `npm test`: types, lint, jest (units, components and the API on the database), then Playwright over
 * production builds. Every step runs even when an earlier one fails; the last line is the tally.
 */
export async function test(args: string[]): Promise<void> {
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const skipE2e = args.includes('--no-e2e');
  const withPostgres = args.includes('--postgres');
  // steps in one group run side by side (types and lint share the two cores, see `twoAtATime`)
  const groups: Step[][] = [
    [['lint', lint], ['types', typecheck]],
    [['jest', jest]],
    ...(withPostgres ? [[['api-pg', apiOnPostgres] as Step]] : []),
    [['e2e', e2e]],
  ];
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const results: StepResult[] = [];
  for (const group of groups) {
    const chosen = group.filter(([name]) => (!only || name === only) && !(skipE2e && name === 'e2e'));
    results.push(...(await Promise.all(chosen.map(([name, run]) => runStep(name, run)))));
  }
  console.log('\n[timely] summary');
  for (const result of results) {
    console.log(`  ${result.name.padEnd(6)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(0).padStart(4)} s${result.note ? `  (${result.note})` : ''}`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

async function runStep(name: string, run: () => Promise<StepResult>): Promise<StepResult> {
  log(`── ${name} ──`);
  const started = Date.now();
  try {
    return { ...(await run()), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    return { name, passed: 0, failed: 1, seconds: (Date.now() - started) / 1000, note: error instanceof Error ? error.message : String(error) };
  }
}

const twoAtATime = commandPool(2);

/** One tsc per program (the browser packages together, each Node package alone), sharing the two cores with eslint. */
async function typecheck(): Promise<StepResult> {
  const codes = await Promise.all(TYPECHECKED.map((project) => twoAtATime(() => runCommand(bin('tsc'), ['-p', project], { cwd: ROOT }))));
  codes.forEach((code, index) => {
    if (code !== 0) log(`types: ${TYPECHECKED[index]} has errors (above)`);
  });
  const failed = codes.filter((code) => code !== 0).length;
  return { name: 'types', passed: codes.length - failed, failed, seconds: 0 };
}

async function lint(): Promise<StepResult> {
  const code = await twoAtATime(() => runCommand(bin('eslint'), ['--max-warnings', '0', '.'], { cwd: ROOT }));
  return { name: 'lint', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: 0 };
}

type JestReport = { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number; numFailedTestSuites: number };

async function jest(): Promise<StepResult> {
  // the API tests' seeded database, built once here rather than by every worker at once
  const code = await runCommand(bin('tsx'), [path.join(ROOT, 'mock-server/src/testing/prepare-template.ts')], { cwd: ROOT });
  if (code !== 0) return { name: 'jest', passed: 0, failed: 1, seconds: 0, note: 'the seeded database template could not be built (above)' };
  return runJest('jest', [], {});
}

/** The mock-server suite again, on the PostgreSQL server (CI): each test file gets a fresh database. */
async function apiOnPostgres(): Promise<StepResult> {
  const url = process.env.TIMELY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // a real server over TCP is slower than in-process PGlite, most of all on a busy CI machine
  return runJest('api-pg', ['--selectProjects', 'mock-server', '--testTimeout=90000'], { DATABASE_URL: url });
}

async function runJest(name: string, extraArgs: string[], env: Record<string, string>): Promise<StepResult> {
  const output = path.join(REPORTS, `${name}.json`);
  const code = await runCommand(bin('jest'), ['--config', 'jest.config.mjs', '--ci', '--json', `--outputFile=${output}`, '--maxWorkers=2', ...extraArgs], {
    cwd: ROOT,
    // PGlite and the server's ESM dependencies load through dynamic import, which jest allows only so
    env: { ...process.env, ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim() },
  });
  if (!existsSync(output)) return { name, passed: 0, failed: 1, seconds: 0, note: `jest exited ${code} without a report` };
  const report = JSON.parse(readFileSync(output, 'utf8')) as JestReport;
  // a suite that crashes before its tests run counts as a failure too
  const brokenSuites = report.numRuntimeErrorTestSuites;
  return { name, passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites, seconds: 0 };
}

type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

async function e2e(): Promise<StepResult> {
  await ensureChromium();
  await build([]);
  const output = path.join(REPORTS, 'playwright.json');
  const code = await runCommand(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output, CI: process.env.CI ?? '1' },
  });
  if (!existsSync(output)) return { name: 'e2e', passed: 0, failed: 1, seconds: 0, note: `playwright exited ${code} without a report` };
  const { stats } = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport;
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { name: 'e2e', passed: stats.expected + stats.flaky, failed, seconds: 0, note: stats.flaky ? `${stats.flaky} flaky` : undefined };
}
