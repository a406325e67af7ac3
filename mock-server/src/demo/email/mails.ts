import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { DEMO_MAIL_FOLDERS, type DemoEmail, type DemoEmailLabel, type DemoMailFolder } from '@timely/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import { demoEmails } from '../../db/schema/demo.js';
import { HttpError } from '../../http/errors.js';
import { fullDateString, monthDay } from '../full-date-string.js';
import { readableSet, writeToOwnSet, type DemoScope } from '../visitors/visitor-sets.js';

type EmailRow = typeof demoEmails.$inferSelect;

/** §7's filter rules; replies (empty folder) are never listed on their own. */
function filterCondition(filter: string): SQL | undefined {
  if ((DEMO_MAIL_FOLDERS as readonly string[]).includes(filter)) return eq(demoEmails.mailFolder, filter);
  if (filter === 'starred') return and(eq(demoEmails.isStarred, true), ne(demoEmails.mailFolder, 'trash'));
  return and(ne(demoEmails.mailFolder, 'trash'), sql`${filter}::text = ANY(${demoEmails.labels})`);
}

/** Newest first, from the caller's set. */
export async function listMails(scope: DemoScope, filter: string): Promise<DemoEmail[]> {
  const set = await readableSet(scope, 'email');
  const rows = await scope.orm
    .select()
    .from(demoEmails)
    .where(and(eq(demoEmails.visitor, set), isNull(demoEmails.parentId), filterCondition(filter)))
    .orderBy(desc(demoEmails.sentAt), desc(demoEmails.id));
  return withReplies(scope.orm, set, rows);
}

export function toggleStar(scope: DemoScope, mailId: number): Promise<DemoEmail> {
  return writeToOwnSet(scope, 'email', async (tx, set) => {
    const rows = await tx
      .update(demoEmails)
      .set({ isStarred: sql`NOT ${demoEmails.isStarred}` })
      .where(and(eq(demoEmails.visitor, set), eq(demoEmails.id, mailId), isNull(demoEmails.parentId)))
      .returning();
    // throwing inside the transaction rolls the change (and a new set) back
    if (!rows.length) throw missingEmails('mailId', [mailId]);
    return (await withReplies(tx, set, rows))[0]!;
  });
}

export function moveMails(scope: DemoScope, ids: number[], mailFolder: DemoMailFolder): Promise<DemoEmail[]> {
  return updateEach(scope, 'selectedEmails', ids, { mailFolder });
}

export function markUnread(scope: DemoScope, ids: number[], unread: boolean): Promise<DemoEmail[]> {
  return updateEach(scope, 'emailIds', ids, { unread });
}

/** Adds the label where it is absent and removes it where present, email by email. */
export function toggleLabel(scope: DemoScope, ids: number[], label: DemoEmailLabel): Promise<DemoEmail[]> {
  const labels = sql`CASE WHEN ${label}::text = ANY(${demoEmails.labels}) THEN array_remove(${demoEmails.labels}, ${label}::text) ELSE array_append(${demoEmails.labels}, ${label}::text) END`;
  return updateEach(scope, 'emailIds', ids, { labels });
}

/** One change to several emails of the caller's set: all of them exist (and are not replies), or nothing changes. */
function updateEach(
  scope: DemoScope,
  field: string,
  ids: number[],
  change: PgUpdateSetSource<typeof demoEmails>,
): Promise<DemoEmail[]> {
  const unique = [...new Set(ids)];
  return writeToOwnSet(scope, 'email', async (tx, set) => {
    const rows = await tx
      .update(demoEmails)
      .set(change)
      .where(and(eq(demoEmails.visitor, set), inArray(demoEmails.id, unique), isNull(demoEmails.parentId)))
      .returning();
    const missing = unique.filter((id) => !rows.some((row) => row.id === id));
    // throwing inside the transaction rolls the change (and a new set) back
    if (missing.length) throw missingEmails(field, missing);
    rows.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));
    return withReplies(tx, set, rows);
  });
}

function missingEmails(field: string, ids: number[]): HttpError {
  const message = `No email with id ${ids.join(', ')}.`;
  return new HttpError(404, message, [{ field, message }]);
}

async function withReplies(orm: Orm, set: string, rows: EmailRow[]): Promise<DemoEmail[]> {
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await orm
        .select()
        .from(demoEmails)
        .where(and(eq(demoEmails.visitor, set), inArray(demoEmails.parentId, ids)))
        .orderBy(asc(demoEmails.sentAt), asc(demoEmails.id))
    : [];
  return rows.map((row) => ({
    ...toFields(row),
    mailFolder: row.mailFolder as DemoMailFolder,
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => ({ ...toFields(reply), mailFolder: '' as const, replies: [] })),
  }));
}

function toFields(row: EmailRow) {
  return {
    id: row.id,
    sender: row.sender,
    sender_name: row.senderName,
    to: row.recipients,
    img: row.img,
    subject: row.subject,
    cc: row.cc,
    bcc: row.bcc,
    message: row.message,
    attachments: row.attachments,
    isStarred: row.isStarred,
    labels: row.labels,
    time: fullDateString(row.sentAt),
    day: monthDay(row.sentAt),
    year: row.sentAt.getUTCFullYear(),
    unread: row.unread,
  };
}
