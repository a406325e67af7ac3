import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import {
  demoBookmarks,
  demoChatMessages,
  demoChats,
  demoEmails,
  demoTodos,
  demoUsers,
  demoVisitorSets,
  type DemoApp,
} from '../../db/schema/demo.js';

/** The seeded rows every visitor starts from. */
export const PRISTINE_SET = '';

/**
 * Each app's tables, in the order their rows are copied (a parent before the rows that point at it); removal
 * goes the other way. A table's identity column is left for the copy to number anew.
 */
export const APP_TABLES: Record<DemoApp, ReadonlyArray<{ table: PgTable; generatedId?: string }>> = {
  email: [{ table: demoEmails }],
  chat: [{ table: demoChats }, { table: demoChatMessages, generatedId: 'id' }],
  todo: [{ table: demoTodos }],
  users: [{ table: demoUsers }],
  bookmarks: [{ table: demoBookmarks }],
};

/** Removes the rows of the given sets of one app, and their records. */
export async function removeSets(tx: Orm, app: DemoApp, visitors: string[]): Promise<void> {
  if (!visitors.length) return;
  for (const { table } of [...APP_TABLES[app]].reverse()) {
    await tx.execute(sql`DELETE FROM ${table} WHERE visitor IN ${visitors}`);
  }
  await tx.delete(demoVisitorSets).where(and(eq(demoVisitorSets.app, app), inArray(demoVisitorSets.visitor, visitors)));
}
