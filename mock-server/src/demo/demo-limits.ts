import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client.js';

/**
 * The public demo API runs bcrypt and writes rows for anyone, on the API's one thread (issue #28): each
 * address gets a budget per minute, and each table keeps a bounded number of visitors' rows. DEMO_API=off
 * removes the demo API altogether (config.ts).
 */
export const DEMO_RATE_LIMITS = {
  /** Sign-in, register and refresh: each costs a bcrypt hash or compare. */
  auth: { max: 10, timeWindow: 60_000 },
  writes: { max: 60, timeWindow: 60_000 },
  reads: { max: 300, timeWindow: 60_000 },
} as const;

/**
 * How many rows visitors may leave in each table the demo API inserts into: the oldest go first. The to-dos
 * and chat messages are counted in each visitor's own set (visitors/visitor-sets.ts), whose number is capped
 * too (visitors/prune-visitor-sets.ts).
 */
export const DEMO_ROW_CAPS = { loginUsers: 1_000, todos: 200, chatMessages: 500 } as const;

/**
 * Keeps the newest `keep` rows of `table` by `id` (ids grow), never those up to `seededUpTo` (the demo's
 * own accounts and data); with `scope`, only among the rows it matches (one visitor's set). Runs in the
 * inserting transaction, after the insert.
 */
export async function capRows(
  tx: Orm,
  table: AnyPgTable,
  id: AnyPgColumn,
  keep: number,
  { seededUpTo = 0, scope = sql`true` }: { seededUpTo?: number; scope?: SQL } = {},
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM ${table} WHERE ${scope} AND ${id} > ${seededUpTo}
      AND ${id} <= (SELECT ${id} FROM ${table} WHERE ${scope} ORDER BY ${id} DESC OFFSET ${keep} LIMIT 1)`,
  );
}
