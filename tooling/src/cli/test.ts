import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.ts';
import { commandPool, runCommand } from './processes.ts';
import { ensureChromium } from './chromium.ts';
import { HALF_PORT_STEP, splitSpecs } from './e2e-halves.ts';
import { log, ROOT } from './workspace.ts';
import { countPlaywrightRuns, readPlaywrightReport } from './playwright-runs.ts';
import { tally, type StepResult } from './tally.ts';
import { isTeam, TEAM_SCOPES, type TeamScope } from './team-scopes.ts';

// The eight browser packages share their compiler options, so one program checks them all
// (tsconfig.browser.json): antd's and React's types are read once instead of eight times.
// The Node packages each have their own module settings and lib.
// They are checked by TypeScript 7, the native compiler (a third of 5.9's CPU here); 5.9 stays the `typescript`
// that eslint's parser and knip load, whose JavaScript API 7 does not have.
const NATIVE_TSC = path.join(ROOT, 'node_modules/typescript-native/bin/tsc');
const TYPECHECKED = [
  'tsconfig.browser.json',
  'mock-server/tsconfig.json',
  'tooling/tsconfig.json',
  'e2e/tsconfig.json',
];
/** Text as a regular expression that matches only it (jest's and Playwright's path arguments are patterns). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const REPORTS = path.join(ROOT, 'node_modules/.cache/timely-test');

type Step = [string, () => Promise<StepResult | StepResult[]>];

export const TEST_STEPS = ['lint', 'types', 'jest', 'api-pg', 'e2e'] as const;

/**
 * `npm test`: types, lint, jest (units, components and the API on PGlite), optionally the API again on
 * PostgreSQL, then Playwright over production builds. Every step runs even when an earlier one fails. The
 * last line counts tests (a failed lint or type check adds to "failed" so that line never hides it).
 * `--only=<step>` runs one step; `--only=<team>` (team-scopes.ts) runs every step over one team's part.
 */
export async function test(options: { only?: string; e2e: boolean; postgres: boolean }): Promise<void> {
  const { only } = options;
  if (only && !(TEST_STEPS as readonly string[]).includes(only) && !isTeam(only))
    throw new Error(
      `--only takes a step (${TEST_STEPS.join(', ')}) or a team (${Object.keys(TEAM_SCOPES).join(', ')}), not "${only}"`,
    );
  const scope = only && isTeam(only) ? TEAM_SCOPES[only] : undefined;
  const step = scope ? undefined : only;
  // steps in one group run side by side (types and lint share the two cores, see `twoAtATime`)
  const groups: Step[][] = [
    [
      ['lint', () => lint(scope)],
      ['types', typecheck],
    ],
    [['jest', () => jest(scope)]],
    ...((options.postgres || step === 'api-pg') && !scope ? [[['api-pg', apiOnPostgres] as Step]] : []),
    ...(scope?.e2eSpecs.length === 0 ? [] : [[['e2e', () => e2e(scope)] as Step]]),
  ];
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const results: StepResult[] = [];
  for (const group of groups) {
    const chosen = group.filter(([name]) => (!step || name === step) && !(!options.e2e && name === 'e2e'));
    results.push(...(await Promise.all(chosen.map(([name, run]) => runStep(name, run)))).flat());
  }
  console.log(tally(results));
  process.exitCode = results.some((result) => result.failed > 0) ? 1 : 0;
}

async function runStep(name: string, run: () => Promise<StepResult | StepResult[]>): Promise<StepResult[]> {
  log(`── ${name} ──`);
  const started = Date.now();
  try {
    const results = [await run()].flat();
    // a step split into suites (jest) shows its time on its first row
    return results.map((result, index) => ({ ...result, seconds: index === 0 ? (Date.now() - started) / 1000 : 0 }));
  } catch (error) {
    const kind = name === 'lint' || name === 'types' ? 'check' : 'tests';
    return [
      {
        name,
        kind,
        passed: 0,
        failed: 1,
        seconds: (Date.now() - started) / 1000,
        note: error instanceof Error ? error.message : String(error),
      },
    ];
  }
}

const twoAtATime = commandPool(2);

/** One tsc per program (the browser packages together, each Node package alone), sharing the two cores with eslint. */
async function typecheck(): Promise<StepResult> {
  const codes = await Promise.all(
    TYPECHECKED.map((project) => twoAtATime(() => runCommand(NATIVE_TSC, ['-p', project], { cwd: ROOT }))),
  );
  codes.forEach((code, index) => {
    if (code !== 0) log(`types: ${TYPECHECKED[index]} has errors (above)`);
  });
  const failed = codes.filter((code) => code !== 0).length;
  return { name: 'types', kind: 'check', passed: codes.length - failed, failed, seconds: 0 };
}

/**
 * eslint, knip (no unused file, export or dependency, knip.jsonc) and Prettier's check: each is one check.
 * A team's scope checks its folders with eslint and Prettier; knip judges the whole workspace, so it waits
 * for the full run.
 */
async function lint(scope?: TeamScope): Promise<StepResult> {
  const targets = scope?.folders ?? ['.'];
  const checks: Array<[string, string[]]> = [
    ['eslint', ['--max-warnings', '0', ...targets]],
    ...(scope ? [] : [['knip', ['--no-progress']] as [string, string[]]]),
    ['prettier', ['--check', '--log-level', 'warn', ...targets]],
  ];
  // queued at once on the two-core line: eslint alone takes longer than the type checks
  const codes = await Promise.all(
    checks.map(([tool, args]) => twoAtATime(() => runCommand(bin(tool), args, { cwd: ROOT }))),
  );
  let failed = 0;
  codes.forEach((code, index) => {
    if (code !== 0) {
      log(`lint: ${checks[index]![0]} found problems (above)`);
      failed += 1;
    }
  });
  return { name: 'lint', kind: 'check', passed: checks.length - failed, failed, seconds: 0 };
}

type JestReport = {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status: string; fullName: string }>;
  }>;
};

async function jest(scope?: TeamScope): Promise<StepResult[]> {
  // the API tests' seeded database, built once here rather than by every worker at once
  const code = await runCommand(bin('tsx'), [path.join(ROOT, 'mock-server/src/testing/prepare-template.ts')], {
    cwd: ROOT,
  });
  if (code !== 0)
    return [
      {
        name: 'jest',
        kind: 'tests',
        passed: 0,
        failed: 1,
        seconds: 0,
        note: 'the seeded database template could not be built (above)',
      },
    ];
  // a team's scope: jest's path patterns (never with --selectProjects, which would run every project)
  const under = (folder: string) => `^${escapeRegExp(path.join(ROOT, folder))}/`;
  return runJest('jest', scope ? [...scope.folders.map(under), ...scope.apiTests] : [], {});
}

/** The mock-server suite again, on the PostgreSQL server (CI): each test file gets a fresh database. */
async function apiOnPostgres(): Promise<StepResult[]> {
  const url = process.env.TIMELY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // a real server over TCP is slower than in-process PGlite, most of all on a busy CI machine (the Node
  // packages' runner reads its timeout from TEST_TIMEOUT_MS: tooling/jest/test-timeouts.ts)
  return runJest('api-pg', ['--selectProjects', 'mock-server'], { DATABASE_URL: url, TEST_TIMEOUT_MS: '90000' });
}

/** Runs jest with a JSON report and counts its tests per suite group (a file that crashed counts as one failure). */
async function runJest(name: string, extraArgs: string[], env: Record<string, string>): Promise<StepResult[]> {
  const output = path.join(REPORTS, `${name}.json`);
  const code = await runCommand(
    bin('jest'),
    ['--config', 'jest.config.mjs', '--ci', '--json', `--outputFile=${output}`, '--maxWorkers=2', ...extraArgs],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
    },
  );
  if (!existsSync(output))
    return [{ name, kind: 'tests', passed: 0, failed: 1, seconds: 0, note: `jest exited ${code} without a report` }];
  const report = JSON.parse(readFileSync(output, 'utf8')) as JestReport;
  const engine = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const groupOf = (file: string) =>
    path.relative(ROOT, file).startsWith('mock-server/src/') ? `api (${engine})` : 'units and components';
  const groups = new Map<string, StepResult>();
  for (const file of report.testResults) {
    const group = groupOf(file.name);
    const result = groups.get(group) ?? { name: group, kind: 'tests', passed: 0, failed: 0, seconds: 0 };
    result.passed += file.assertionResults.filter((test) => test.status === 'passed').length;
    const failed = file.assertionResults.filter((test) => test.status === 'failed').length;
    result.failed += failed || (file.status === 'failed' ? 1 : 0);
    groups.set(group, result);
  }
  return groups.size
    ? [...groups.values()]
    : [{ name, kind: 'tests', passed: 0, failed: code === 0 ? 0 : 1, seconds: 0 }];
}

async function e2e(scope?: TeamScope): Promise<StepResult> {
  await ensureChromium();
  // the suite's Chromium takes brotli from the loopback: zopfli's smaller gzip copies would cost a minute of
  // the build and never be sent (the releases the specs build inherit the setting)
  process.env.PORTAL_QUICK_COMPRESSION ??= '1';
  await build();
  const all = readdirSync(path.join(ROOT, 'e2e/tests')).filter((file) => file.endsWith('.spec.ts'));
  // a team's specs are file name patterns, as Playwright reads its arguments
  const chosen = scope
    ? all.filter((file) => scope.e2eSpecs.some((spec) => new RegExp(`tests/${spec}`).test(`tests/${file}`)))
    : all;
  // a portal named by PORTAL_URL is one portal: its specs run one after another
  const halves = process.env.PORTAL_URL ? [chosen] : splitSpecs(chosen);
  const baseOffset = Number(process.env.PORTAL_PORT_OFFSET ?? 0);
  const runs = await Promise.all(
    halves.map(async (specs, index) => {
      const output = path.join(REPORTS, `playwright-${index + 1}.json`);
      // exact file names (Playwright reads each argument as a pattern); the sign-in setup runs with them
      const filters = specs.map((spec) => `tests/${escapeRegExp(spec)}$`);
      const code = await runCommand(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', ...filters], {
        cwd: path.join(ROOT, 'e2e'),
        name: halves.length > 1 ? `e2e ${index + 1}/${halves.length}` : undefined,
        env: {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: output,
          CI: process.env.CI ?? '1',
          PORTAL_PORT_OFFSET: String(baseOffset + index * HALF_PORT_STEP),
        },
      });
      return {
        name: halves.length > 1 ? `half ${index + 1}` : 'playwright',
        code,
        report: readPlaywrightReport(output),
      };
    }),
  );
  return countPlaywrightRuns(runs);
}
