import { and, desc, like, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { demoVisitorSets, type DemoApp } from '../../db/schema/demo.js';
import { removeSetRows } from './app-tables.js';
import { ANONYMOUS_VISITOR_PREFIX } from './visitor-key.js';

/**
 * How long an anonymous visitor's set is kept unused, and how many such sets there may be at most: a caller
 * who rotates addresses makes a new set with each, so the newest-used sets are kept and the oldest-used go
 * first. A signed-in person's sets (`user:`) are never pruned: there are as many as accounts, and what
 * they saved stays as long as they do.
 */
const VISITOR_SET_LIMITS = { maxIdleDays: 30, maxSets: 5_000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes every anonymous set unused for `maxIdleDays` and, past `maxSets` of them, the oldest-used ones. Runs whenever a new
 * set is made (the only time their number grows); answers how many sets it removed.
 */
export async function pruneVisitorSets(
  tx: Orm,
  now: Date,
  limits: { maxIdleDays: number; maxSets: number } = VISITOR_SET_LIMITS,
): Promise<number> {
  // two new sets at once prune one after the other, rather than lock the same old sets in turns and deadlock
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('timely:prune-demo-visitor-sets'))`);
  const cutoff = new Date(now.getTime() - limits.maxIdleDays * DAY_MS);
  const anonymous = like(demoVisitorSets.visitor, `${ANONYMOUS_VISITOR_PREFIX}%`);
  const overCap = tx
    .select({ visitor: demoVisitorSets.visitor, app: demoVisitorSets.app })
    .from(demoVisitorSets)
    .where(anonymous)
    .orderBy(desc(demoVisitorSets.lastUsedAt), desc(demoVisitorSets.createdAt))
    .offset(limits.maxSets);
  // the records go first: a set a visitor is writing to right now is locked, and its new last use is
  // checked again once the lock is free, so a set in use is not taken from under its visitor
  const gone = await tx
    .delete(demoVisitorSets)
    .where(
      and(
        anonymous,
        or(
          lt(demoVisitorSets.lastUsedAt, cutoff),
          sql`(${demoVisitorSets.visitor}, ${demoVisitorSets.app}) IN (${overCap})`,
        ),
      ),
    )
    .returning({ visitor: demoVisitorSets.visitor, app: demoVisitorSets.app });
  const byApp = new Map<DemoApp, string[]>();
  for (const { visitor, app } of gone) byApp.set(app, [...(byApp.get(app) ?? []), visitor]);
  for (const [app, visitors] of byApp) await removeSetRows(tx, app, visitors);
  return gone.length;
}
