import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import {
  demoBookmarks,
  demoChatMessages,
  demoChats,
  demoEmails,
  demoTodos,
  demoUsers,
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

/** Removes the rows of the given visitors' sets of one app (their records in demo_visitor_sets are the caller's). */
export async function removeSetRows(tx: Orm, app: DemoApp, visitors: string[]): Promise<void> {
  if (!visitors.length) return;
  for (const { table } of [...APP_TABLES[app]].reverse()) {
    await tx.execute(sql`DELETE FROM ${table} WHERE visitor IN ${visitors}`);
  }
}
