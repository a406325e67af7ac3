import { build } from './build.ts';
import { start } from './start.ts';
import { test, TEST_STEPS } from './test.ts';
import { TEAM_SCOPES } from './team-scopes.ts';
import { dev } from './dev.ts';
import { reset } from './reset.ts';
import { migrate, newMigration } from './migrate.ts';
import { workspace } from './workspace-command.ts';
import { jobs } from './jobs.ts';
import { compose } from './compose.ts';
import { benchApi, benchLoad, benchWeb } from './bench.ts';
import { parseRemote, promoteCommand, release, rollbackCommand } from './release.ts';
import { composeOptions, helpOf, parseCommandArgs, type CommandSpec } from './commands.ts';
import { log } from './workspace.ts';

const flag = (description: string) => ({ type: 'boolean' as const, description });
const value = (description: string) => ({ type: 'string' as const, description });
const on = (values: Record<string, unknown>, name: string) => values[name] === true;
const numberOf = (values: Record<string, unknown>, name: string) =>
  values[name] === undefined ? undefined : String(values[name]);

function exactly(positionals: string[], count: number): string[] {
  if (positionals.length !== count) throw new Error(`expected ${count} arguments, got ${positionals.length}`);
  return positionals;
}
const onlyOne = (positionals: string[]) => exactly(positionals, 1)[0];

/** Every command behind the npm scripts, with the flags it accepts (anything else is refused). */
const commands: Record<string, CommandSpec> = {
  start: {
    summary: 'build what changed, then serve the API and every app until Ctrl+C',
    options: { 'no-build': flag('serve the existing builds') },
    run: ({ values }) => start({ build: !on(values, 'no-build') }),
  },
  build: {
    summary: 'production builds of the API and the apps (all, or the ones named), two at a time',
    positionals: 'apps…',
    options: { force: flag('rebuild even what is up to date') },
    run: ({ values, positionals }) => build({ apps: positionals, force: on(values, 'force') }),
  },
  test: {
    summary: 'types, lint, jest (units, components, API) and Playwright; the last line is the tally',
    options: {
      only: value(
        `run one step (${TEST_STEPS.join(', ')}) or one team's part (${Object.keys(TEAM_SCOPES).join(', ')})`,
      ),
      'no-e2e': flag('skip the browser tests'),
      postgres: flag('also run the API suite on PostgreSQL (TIMELY_TEST_DATABASE_URL or 127.0.0.1:5432/test)'),
    },
    run: ({ values }) =>
      test({ only: values.only as string | undefined, e2e: !on(values, 'no-e2e'), postgres: on(values, 'postgres') }),
  },
  check: {
    summary: 'types, lint and jest, without the browser tests',
    options: { postgres: flag('also run the API suite on PostgreSQL') },
    run: ({ values }) => test({ e2e: false, postgres: on(values, 'postgres') }),
  },
  e2e: {
    summary: 'build, then run only the Playwright suite',
    options: {},
    run: () => test({ only: 'e2e', e2e: true, postgres: false }),
  },
  dev: {
    summary: 'webpack dev servers (all apps, or the ones named) and the API in watch mode',
    positionals: 'apps…',
    options: {},
    run: ({ positionals }) => dev(positionals),
  },
  reset: { summary: 'restore the seed in the data folder (stop the API first)', options: {}, run: () => reset() },
  migrate: {
    summary: 'apply pending migrations to DATABASE_URL (or the data folder), nothing else: the deploy step',
    options: {},
    run: () => migrate(),
  },
  migration: {
    summary:
      'write the migration for what the schema (mock-server/src/db/schema) gained since the last one (drizzle-kit)',
    positionals: '<kebab-case-name>',
    options: {},
    run: ({ positionals }) => newMigration(positionals[0]),
  },
  jobs: {
    summary:
      'run a recurring job once (digest, reminders) on DATABASE_URL or the data folder, or list the last runs and failures (on PGlite, stop the API first)',
    positionals: 'list | run <job>',
    options: { now: flag("make this week's digest or today's reminders due now, whatever the hour") },
    run: ({ values, positionals }) => jobs({ positionals, now: on(values, 'now') }),
  },
  workspace: {
    summary:
      'create a company and its first admin (level3); prints their one-time link to choose a password (on PGlite, stop the API first)',
    positionals: 'create',
    options: {
      name: value("the company's name"),
      'admin-name': value("the admin's full name"),
      'admin-email': value("the admin's email (their sign-in)"),
    },
    run: ({ values, positionals }) =>
      workspace({
        action: positionals.length === 1 ? positionals[0] : undefined,
        name: values.name as string | undefined,
        adminName: values['admin-name'] as string | undefined,
        adminEmail: values['admin-email'] as string | undefined,
      }),
  },
  compose: {
    summary: 'serve the built host with some remotes (or the API) taken from elsewhere',
    options: composeOptions(),
    run: ({ values }) => compose(values as Record<string, string | undefined>),
  },
  release: {
    summary: 'build one remote into releases/<remote>/<version>/ (served once promoted)',
    positionals: 'remote',
    options: { version: value("the release's version (default: the remote's package.json version)") },
    run: async ({ values, positionals }) =>
      release(parseRemote(onlyOne(positionals)), values.version as string | undefined),
  },
  promote: {
    summary: 'serve a released version of one remote from the next page load (no host build or restart)',
    positionals: 'remote version',
    options: {},
    run: async ({ positionals }) => promoteCommand(parseRemote(positionals[0]), exactly(positionals, 2)[1]),
  },
  rollback: {
    summary: 'serve the version of one remote served before the current one',
    positionals: 'remote',
    options: {},
    run: async ({ positionals }) => rollbackCommand(parseRemote(onlyOne(positionals))),
  },
  'bench-web': { summary: 'the browser benchmark over production builds', options: {}, run: () => benchWeb() },
  'bench-api': {
    summary: 'the API at scale on PostgreSQL (DATABASE_URL) against two baselines',
    options: {
      quick: flag('1,000 projects and 3 s per route'),
      compare: value('another checkout whose API is driven in the same sitting (before and after)'),
      database: value('a database on the server an earlier run of the same scale grew, used and kept'),
      export: flag("instead: the API's memory (idle, peak) while it streams a 200,000-task export as CSV and XLSX"),
      'cache-memory': flag(
        'instead: the memory the response cache holds against its bound (ANSWER_CACHE_MB, default 16)',
      ),
      screens: flag("instead: the screens' other questions (top bar, Overview, My work, availability) asked anew"),
    },
    run: ({ values }) =>
      benchApi({
        quick: on(values, 'quick'),
        export: on(values, 'export'),
        cacheMemory: on(values, 'cache-memory'),
        screens: on(values, 'screens'),
        ...(typeof values.compare === 'string' ? { compare: values.compare } : {}),
        ...(typeof values.database === 'string' ? { database: values.database } : {}),
      }),
  },
  'bench-load': {
    summary: 'the built API under concurrent users',
    options: {
      seconds: value('how long (default 60)'),
      users: value('how many users (default 100)'),
      ramp: value('seconds over which users start (default 5)'),
      instances: value('API processes on DATABASE_URL (default 1; API_INSTANCES)'),
      streams: value(
        'instead of users: hold this many live streams (say 1000) while writes go on; with --instances 2 the writes go to one process and the streams to another',
      ),
    },
    run: ({ values }) =>
      benchLoad({
        seconds: numberOf(values, 'seconds'),
        users: numberOf(values, 'users'),
        ramp: numberOf(values, 'ramp'),
        instances: numberOf(values, 'instances'),
        streams: numberOf(values, 'streams'),
      }),
  },
};

function usage(): string {
  return [
    'usage: npm run <command> -- [options]   (npm start, npm test, npm run build, …)',
    '',
    ...Object.entries(commands).map(([name, spec]) => helpOf(name, spec)),
    '',
  ].join('\n');
}

const [name = 'help', ...args] = process.argv.slice(2);
const spec = commands[name];
if (!spec) {
  console.log(usage());
  process.exit(name === 'help' || name === '--help' ? 0 : 2);
}
let parsed;
try {
  parsed = parseCommandArgs(spec, args);
} catch (error) {
  // node's parseArgs names the flag and what is wrong with it
  log(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  console.log(`\n${helpOf(name, spec)}`);
  process.exit(2);
}
if (parsed.help) {
  console.log(helpOf(name, spec));
  process.exit(0);
}
spec.run(parsed).catch((error: unknown) => {
  log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
