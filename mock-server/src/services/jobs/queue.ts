import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.js';
import { rowsOf } from '../../db/rows-of.js';
import { backoffMs, claimLeased, type Claimed } from '../leased-claim.js';
import type { ServerFacilities } from '../service-context.js';

/**
 * The job queue (docs/operations.md#jobs): rows of `jobs`, each one occurrence of a job under a unique key,
 * claimed with a lease like the webhooks' deliveries (services/leased-claim.ts), so each runs once across
 * API processes and restarts; a failed run is tried again later, a growing wait each time.
 */

/** A claim lasts this long: a process that dies mid-run leaves the job to another after it. */
export const JOB_LEASE_MS = 5 * 60_000;
/** The first retry waits this long, each next one twice as long, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 60_000;
const RETRY_MAX_MS = 3600_000;
const BATCH = 10;

/** The wait before the attempt after `attempts` failed runs: 1 min, 2 min, 4 min… at most 1 h. */
export function jobRetryDelayMs(attempts: number): number {
  return backoffMs(attempts, RETRY_FIRST_MS, RETRY_MAX_MS);
}

export type Job = typeof jobs.$inferSelect;
export type JobHandler = (app: ServerFacilities, job: Job) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** What runs a kind of job. A kind without a handler fails at once (a newer server's job met by an older one is left). */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export type NewJob = {
  kind: string;
  /** One occurrence's key, e.g. `weekly-digest:<company>:<monday>`: a second enqueue of it does nothing. */
  key: string;
  companyId?: string | null;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

/** Adds a job unless one with its key exists (ever: a done occurrence is not done again). Answers whether it was added. */
export async function enqueueJob(app: ServerFacilities, job: NewJob): Promise<boolean> {
  const added = await app.db.orm
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      companyId: job.companyId ?? null,
      payload: job.payload ?? {},
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/** Claims up to `limit` due jobs for this process, each with a lease. */
export function claimJobs(app: ServerFacilities, now: Date, limit = BATCH): Promise<Claimed[]> {
  return claimLeased(app, { table: 'jobs', due: 'run_at' }, { now, leaseMs: JOB_LEASE_MS, limit });
}

/**
 * Runs every job that is due now (the worker's tick; tests call it directly) and answers how many were
 * run. Safe in several processes and several times at once.
 */
export async function runDueJobs(app: ServerFacilities, limit = BATCH): Promise<number> {
  const claimed = await claimJobs(app, app.now(), limit);
  for (const job of claimed) await runClaimed(app, job);
  return claimed.length;
}

/** Runs one claimed job, then records its outcome, if the lease is still this process's. */
export async function runClaimed(app: ServerFacilities, claimed: Claimed): Promise<void> {
  const [job] = await app.db.orm.select().from(jobs).where(eq(jobs.id, claimed.id));
  if (!job) return;
  const startedAt = app.now();
  const started = performance.now();
  let error: string | null = null;
  const handler = handlers.get(job.kind);
  try {
    if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
    await handler(app, job);
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 1000) || 'failed';
  }
  const durationMs = Math.round(performance.now() - started);
  const now = app.now();
  const final = !handler || job.attempts >= job.maxAttempts;
  const state = error === null ? 'done' : final ? 'failed' : 'pending';
  const runAt = state === 'pending' ? new Date(now.getTime() + jobRetryDelayMs(job.attempts)) : job.runAt;
  const updated = rowsOf<{ id: string }>(
    await app.db.orm.execute(sql`
      UPDATE jobs SET state = ${state}, claimed_until = NULL, run_at = ${runAt.toISOString()}::timestamptz,
             started_at = ${startedAt.toISOString()}::timestamptz, finished_at = ${now.toISOString()}::timestamptz,
             duration_ms = ${durationMs}, error = ${error}
       WHERE id = ${job.id} AND claimed_until = ${claimed.claimedUntil}::timestamptz
      RETURNING id`),
  );
  // one line per run for the operator: kind, duration, outcome (docs/operations.md#jobs)
  const line = {
    job: {
      id: job.id,
      kind: job.kind,
      key: job.key,
      attempt: job.attempts,
      durationMs,
      outcome: updated.length === 0 ? 'lease-lost' : error === null ? 'done' : state === 'failed' ? 'failed' : 'retry',
      ...(state === 'pending' ? { retryAt: runAt.toISOString() } : {}),
      ...(error ? { error } : {}),
    },
  };
  if (error) app.log.warn(line, 'job run failed');
  else app.log.info(line, 'job run');
}

/** How long finished jobs are kept (the admin's card shows the last ones). */
const KEPT_MS = 90 * 24 * 3600_000;

/** Forgets jobs finished more than 90 days ago; their keys go with them, by then no schedule makes them again. */
export async function pruneJobs(app: ServerFacilities): Promise<void> {
  const before = new Date(app.now().getTime() - KEPT_MS).toISOString();
  await app.db.orm.execute(sql`DELETE FROM jobs WHERE state <> 'pending' AND run_at < ${before}::timestamptz`);
}
