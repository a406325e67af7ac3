import { sql } from 'drizzle-orm';
import { companies } from '../../db/schema/core.js';
import { rowsOf } from '../../db/rows-of.js';
import { enqueueJob, runDueJobs, type NewJob } from './queue.js';
import {
  digestKey,
  digestOccurrence,
  remindersOccurrence,
  REMINDERS,
  scheduleRecurring,
  WEEKLY_DIGEST,
} from './schedule.js';
// the kinds this command runs register their handlers when loaded
import './weekly-digest.js';
import './reminders.js';
import type { ServerFacilities } from '../service-context.js';

/**
 * `npm run jobs` (docs/operations.md#jobs): the recurring jobs by the names an operator types, each with the
 * occurrence it makes for a company at a moment (the same key the schedule gives it, so a run by hand and
 * the worker's never both send).
 */
const RUNNABLE: Record<string, (companyId: string, timeZone: string, now: Date) => NewJob> = {
  digest: (companyId, timeZone, now) => {
    const { monday } = digestOccurrence(now, timeZone);
    return { kind: WEEKLY_DIGEST, key: digestKey(companyId, monday), companyId, payload: { monday }, runAt: now };
  },
  reminders: (companyId, timeZone, now) => {
    const { day } = remindersOccurrence(now, timeZone);
    return { kind: REMINDERS, key: `${REMINDERS}:${companyId}:${day}`, companyId, payload: { day }, runAt: now };
  },
};
const RUNNABLE_JOBS = Object.keys(RUNNABLE);

const USAGE = `use: jobs list | jobs run <${RUNNABLE_JOBS.join('|')}> [--now]`;

/** What the command printed and the exit code it asks for: 0 done, 1 a job failed, 2 a wrong name or use. */
export type CommandOutcome = { lines: string[]; code: 0 | 1 | 2 };

/**
 * `run <job>`: without `--now`, what the worker's minute tick would do (the occurrences whose time has come,
 * then every due job); with `--now`, this week's digest or today's reminders of every company at once,
 * whatever the hour. Either way it runs jobs until none is due and says what was done and mailed.
 * `list`: the last runs and the failures of the last 30 days.
 */
export async function jobsCommand(app: ServerFacilities, args: string[]): Promise<CommandOutcome> {
  const [action, name, ...rest] = args.filter((arg) => arg !== '--now');
  const now = args.includes('--now');
  if (action === 'list' && !name) return { lines: await listRuns(app), code: 0 };
  if (action !== 'run' || rest.length > 0) return { lines: [USAGE], code: 2 };
  const make = name === undefined ? undefined : RUNNABLE[name];
  if (!make)
    return { lines: [`unknown job "${name ?? ''}": the jobs are ${RUNNABLE_JOBS.join(', ')}`, USAGE], code: 2 };
  const lines: string[] = [];
  const [{ started }] = rowsOf<{ started: string }>(await app.db.orm.execute(sql`SELECT now()::text AS started`)) as [
    { started: string },
  ];
  if (now) {
    const rows = await app.db.orm
      .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone })
      .from(companies);
    for (const company of rows) {
      const job = make(company.id, company.timeZone, app.now());
      const added = await enqueueJob(app, job);
      lines.push(
        `${company.name}: ${added ? `${job.key} added` : `${job.key} already there (run once per occurrence)`}`,
      );
    }
  } else {
    lines.push(`${await scheduleRecurring(app)} occurrence(s) due by the schedule added`);
  }
  let ran = 0;
  for (let batch = await runDueJobs(app); batch > 0; batch = await runDueJobs(app)) ran += batch;
  const outcomes = rowsOf<{ kind: string; state: string; count: number }>(
    await app.db.orm.execute(sql`
      SELECT kind, state, count(*)::int AS count FROM jobs WHERE finished_at >= ${started}::timestamptz
       GROUP BY kind, state ORDER BY kind, state`),
  );
  const mails = rowsOf<{ kind: string; count: number }>(
    await app.db.orm.execute(sql`
      SELECT kind, count(*)::int AS count FROM outbox WHERE created_at >= ${started}::timestamptz
       GROUP BY kind ORDER BY kind`),
  );
  lines.push(`${ran} job run(s)`);
  for (const row of outcomes) lines.push(`  ${row.kind}: ${row.count} ${row.state}`);
  const total = mails.reduce((sum, row) => sum + row.count, 0);
  lines.push(`${total} mail(s) sent${total ? `: ${mails.map((row) => `${row.count} ${row.kind}`).join(', ')}` : ''}`);
  const failed = outcomes.some((row) => row.state !== 'done');
  return { lines, code: failed ? 1 : 0 };
}

/** The last 20 runs of every company, and each failure of the last 30 days with its error. */
async function listRuns(app: ServerFacilities): Promise<string[]> {
  const since = new Date(app.now().getTime() - 30 * 24 * 3600_000).toISOString();
  const runs = rowsOf<{
    kind: string;
    key: string;
    state: string;
    attempts: number;
    at: string | null;
    duration_ms: number | null;
  }>(
    await app.db.orm.execute(sql`
      SELECT kind, key, state, attempts, coalesce(finished_at, run_at)::text AS at, duration_ms
        FROM jobs ORDER BY coalesce(finished_at, run_at) DESC, id LIMIT 20`),
  );
  const failures = rowsOf<{ key: string; attempts: number; at: string; error: string | null }>(
    await app.db.orm.execute(sql`
      SELECT key, attempts, coalesce(finished_at, run_at)::text AS at, error FROM jobs
       WHERE state = 'failed' AND run_at >= ${since}::timestamptz ORDER BY run_at DESC LIMIT 50`),
  );
  return [
    `last runs (${runs.length}):`,
    ...runs.map(
      (row) =>
        `  ${row.at ?? ''}  ${row.state.padEnd(7)} ${row.key}  attempt ${row.attempts}${row.duration_ms === null ? '' : `, ${row.duration_ms} ms`}`,
    ),
    `failures in the last 30 days (${failures.length}):`,
    ...failures.map((row) => `  ${row.at}  ${row.key}  after ${row.attempts} attempt(s): ${row.error ?? ''}`),
  ];
}
