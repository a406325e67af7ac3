import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import { demoVisitorSets, type DemoApp } from '../../db/schema/demo.js';
import { APP_TABLES, PRISTINE_SET } from './app-tables.js';
import { pruneVisitorSets } from './prune-visitor-sets.js';

/** One demo request's caller and clock: whose set it reads and writes (visitor-key.ts), and when. */
export type DemoScope = { orm: Orm; visitor: string; now: Date };

/** A read's use of a set is written down at most this often, so reads rarely write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** The set a read sees: the visitor's own once they have changed something in the app, else the pristine one. */
export async function readableSet(scope: DemoScope, app: DemoApp): Promise<string> {
  const [set] = await scope.orm
    .select({ lastUsedAt: demoVisitorSets.lastUsedAt })
    .from(demoVisitorSets)
    .where(and(eq(demoVisitorSets.visitor, scope.visitor), eq(demoVisitorSets.app, app)));
  if (!set) return PRISTINE_SET;
  if (scope.now.getTime() - set.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await scope.orm
      .update(demoVisitorSets)
      .set({ lastUsedAt: scope.now })
      .where(and(eq(demoVisitorSets.visitor, scope.visitor), eq(demoVisitorSets.app, app)));
  }
  return scope.visitor;
}

/**
 * Runs a write on the visitor's own set of the app, in one transaction: the first write copies the app's
 * pristine rows into a new set (and prunes old sets) before it runs. The set's row stays locked until the
 * commit, so one visitor's writes to one app take turns (the to-do's "last id plus 1" relies on it).
 */
export async function writeToOwnSet<T>(
  scope: DemoScope,
  app: DemoApp,
  write: (tx: Orm, set: string) => Promise<T>,
): Promise<T> {
  return scope.orm.transaction(async (tx) => {
    const [set] = await tx
      .insert(demoVisitorSets)
      .values({ visitor: scope.visitor, app, createdAt: scope.now, lastUsedAt: scope.now })
      .onConflictDoUpdate({
        target: [demoVisitorSets.visitor, demoVisitorSets.app],
        set: { lastUsedAt: scope.now },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated
      .returning({ created: sql<boolean>`xmax = 0` });
    if (set?.created) {
      for (const { table, generatedId } of APP_TABLES[app])
        await copyPristineRows(tx, table, scope.visitor, generatedId);
      await pruneVisitorSets(tx, scope.now);
    }
    return write(tx, scope.visitor);
  });
}

async function copyPristineRows(tx: Orm, table: PgTable, visitor: string, generatedId?: string): Promise<void> {
  const columns = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== 'visitor' && name !== generatedId);
  const list = sql.raw(columns.map((name) => `"${name}"`).join(', '));
  // in the pristine order, so that a generated id keeps the order the rows were added in
  const order = sql.raw(generatedId ? `ORDER BY "${generatedId}"` : '');
  await tx.execute(
    sql`INSERT INTO ${table} (visitor, ${list}) SELECT ${visitor}, ${list} FROM ${table} WHERE visitor = ${PRISTINE_SET} ${order}`,
  );
}
