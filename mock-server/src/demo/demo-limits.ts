import { sql } from 'drizzle-orm';
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

/** How many rows visitors may leave in each table the demo API inserts into: the oldest go first. */
export const DEMO_ROW_CAPS = { loginUsers: 1_000, todos: 1_000, chatMessages: 5_000 } as const;

/**
 * Keeps the newest `keep` rows of `table` by `id` (ids grow), never those up to `seededUpTo` (the demo's
 * own accounts and data). Runs in the inserting transaction, after the insert.
 */
export async function capRows(
  tx: Orm,
  table: AnyPgTable,
  id: AnyPgColumn,
  keep: number,
  seededUpTo = 0,
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM ${table} WHERE ${id} > ${seededUpTo} AND ${id} <= (SELECT max(${id}) FROM ${table}) - ${keep}`,
  );
}
