import { and, eq, sql } from 'drizzle-orm';
import { JOB_KINDS, JOB_RUNS_SHOWN, type CompanyJobs, type MailSettings } from '@timely/contract';
import { mailOptOuts } from '../../db/schema/jobs.js';
import { rowsOf } from '../../db/rows-of.js';
import type { PublicContext, ServiceContext } from '../service-context.js';

const WINDOW_MS = 30 * 24 * 3600_000;

type RunRow = {
  id: string;
  kind: string;
  key: string;
  state: 'pending' | 'done' | 'failed';
  attempts: number;
  run_at: Date | string;
  finished_at: Date | string | null;
  duration_ms: number | null;
  error: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The admin's card of the caller's company: per kind, the counts of the last 30 days and the last runs,
 * newest first.
 */
export async function companyJobs(ctx: ServiceContext): Promise<CompanyJobs> {
  const { companyId } = ctx.caller;
  const since = new Date(ctx.now().getTime() - WINDOW_MS).toISOString();
  const counts = rowsOf<{ kind: string; state: string; count: number; last: Date | string | null }>(
    await ctx.orm.execute(sql`
      SELECT kind, state, count(*)::int AS count, max(finished_at) AS last
        FROM jobs WHERE company_id = ${companyId} AND run_at >= ${since}::timestamptz
       GROUP BY kind, state`),
  );
  const runs = rowsOf<RunRow & { rank: number }>(
    await ctx.orm.execute(sql`
      SELECT * FROM (
        SELECT id, kind, key, state, attempts, run_at, finished_at, duration_ms, error,
               row_number() OVER (PARTITION BY kind ORDER BY coalesce(finished_at, run_at) DESC, id) AS rank
          FROM jobs WHERE company_id = ${companyId}) ranked
       WHERE rank <= ${JOB_RUNS_SHOWN}
       ORDER BY kind, rank`),
  );
  return {
    kinds: JOB_KINDS.map((kind) => {
      const of = counts.filter((row) => row.kind === kind);
      const count = (state: string) => of.find((row) => row.state === state)?.count ?? 0;
      const last = of
        .map((row) => row.last)
        .filter((value): value is Date | string => value !== null)
        .map(iso)
        .sort()
        .at(-1);
      return {
        kind,
        done: count('done'),
        failed: count('failed'),
        pending: count('pending'),
        lastRunAt: last ?? null,
        runs: runs
          .filter((row) => row.kind === kind)
          .map((row) => ({
            _id: row.id,
            kind: row.kind,
            key: row.key,
            state: row.state,
            attempts: row.attempts,
            runAt: iso(row.run_at),
            finishedAt: row.finished_at === null ? null : iso(row.finished_at),
            durationMs: row.duration_ms,
            error: row.error,
          })),
      };
    }),
  };
}

/** Whether the caller gets the weekly digest. */
export async function readMailSettings(ctx: ServiceContext): Promise<MailSettings> {
  const [row] = await ctx.orm
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, ctx.caller.userId), eq(mailOptOuts.kind, 'weekly_digest')));
  return { weeklyDigest: !row };
}

/**
 * Turns the weekly digest on or off for a person: the caller (the profile's switch) or whoever a mail's
 * unsubscribe link names, who need not be signed in; so the person is named, not read from the caller.
 */
export async function setWeeklyDigest(ctx: PublicContext, userId: string, on: boolean): Promise<MailSettings> {
  if (on)
    await ctx.orm.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, 'weekly_digest')));
  else await ctx.orm.insert(mailOptOuts).values({ userId, kind: 'weekly_digest' }).onConflictDoNothing();
  return { weeklyDigest: on };
}
