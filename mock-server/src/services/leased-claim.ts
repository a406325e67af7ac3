import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.js';
import type { ServerFacilities } from './service-context.js';

/**
 * The one way work kept in a table is taken by a process (the webhooks' deliveries, the jobs): a row that is
 * pending, due, and not held by a live lease is claimed by one statement that locks it with FOR UPDATE SKIP
 * LOCKED (another process's claim in flight is skipped, never waited for) and gives it a lease and one more
 * attempt. A claimed row is no one else's until its lease ends, so each runs once across processes; one whose
 * process died mid-run is taken again after the lease. The same SQL runs on PGlite and PostgreSQL.
 */
export type LeasedTable = {
  /** The table: it has id, state ('pending' while waiting), attempts and claimed_until. */
  table: 'webhook_deliveries' | 'jobs';
  /** The column saying when a row is due. */
  due: 'next_attempt_at' | 'run_at';
};

export type Claimed = { id: string; claimedUntil: string };

export async function claimLeased(
  app: ServerFacilities,
  on: LeasedTable,
  options: { now: Date; leaseMs: number; limit: number; onlyId?: string },
): Promise<Claimed[]> {
  const lease = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const at = options.now.toISOString();
  const table = sql.identifier(on.table);
  const due = sql.identifier(on.due);
  const onlyId = options.onlyId ?? null;
  const rows = rowsOf<{ id: string }>(
    await app.db.orm.execute(sql`
      UPDATE ${table} SET claimed_until = ${lease}::timestamptz, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM ${table}
          WHERE state = 'pending' AND ${due} <= ${at}::timestamptz
            AND (claimed_until IS NULL OR claimed_until < ${at}::timestamptz)
            AND (${onlyId}::uuid IS NULL OR id = ${onlyId}::uuid)
          ORDER BY ${due}, id
          LIMIT ${options.limit}
            FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
  return rows.map((row) => ({ id: row.id, claimedUntil: lease }));
}

/** The wait before the attempt after `attempts` failed ones: `firstMs`, then twice as long each time, at most `maxMs`. */
export function backoffMs(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);
}
