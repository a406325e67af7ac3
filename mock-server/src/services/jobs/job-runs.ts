import { and, eq, sql } from 'drizzle-orm';
import { JOB_KINDS, JOB_RUNS_SHOWN, type CompanyJobs, type MailSettings } from '@timely/contract';
import { mailOptOuts } from '../../db/schema/jobs.js';
import { rowsOf } from '../../db/rows-of.js';
import type { ServerFacilities } from '../service-context.js';

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

/** The admin's card: per kind, the counts of the last 30 days and the last runs, newest first. */
export async function companyJobs(app: ServerFacilities, companyId: string): Promise<CompanyJobs> {
  const since = new Date(app.now().getTime() - WINDOW_MS).toISOString();
  const counts = rowsOf<{ kind: string; state: string; count: number; last: Date | string | null }>(
    await app.db.orm.execute(sql`
      SELECT kind, state, count(*)::int AS count, max(finished_at) AS last
        FROM jobs WHERE company_id = ${companyId} AND run_at >= ${since}::timestamptz
       GROUP BY kind, state`),
  );
  const runs = rowsOf<RunRow & { rank: number }>(
    await app.db.orm.execute(sql`
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

export async function readMailSettings(app: ServerFacilities, userId: string): Promise<MailSettings> {
  const [row] = await app.db.orm
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, 'weekly_digest')));
  return { weeklyDigest: !row };
}

/** Turns the weekly digest on or off for a person (the profile's switch, a mail's unsubscribe link). */
export async function setWeeklyDigest(app: ServerFacilities, userId: string, on: boolean): Promise<MailSettings> {
  if (on)
    await app.db.orm
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, 'weekly_digest')));
  else await app.db.orm.insert(mailOptOuts).values({ userId, kind: 'weekly_digest' }).onConflictDoNothing();
  return { weeklyDigest: on };
}
