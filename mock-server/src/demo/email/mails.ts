import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { DEMO_MAIL_FOLDERS, type DemoEmail, type DemoEmailLabel, type DemoMailFolder } from '@timely/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import { demoEmails } from '../../db/schema/demo.js';
import { HttpError } from '../../http/errors.js';
import { fullDateString, monthDay } from '../full-date-string.js';

type EmailRow = typeof demoEmails.$inferSelect;

/** §7's filter rules; replies (empty folder) are never listed on their own. */
function filterCondition(filter: string): SQL | undefined {
  if ((DEMO_MAIL_FOLDERS as readonly string[]).includes(filter)) return eq(demoEmails.mailFolder, filter);
  if (filter === 'starred') return and(eq(demoEmails.isStarred, true), ne(demoEmails.mailFolder, 'trash'));
  return and(ne(demoEmails.mailFolder, 'trash'), sql`${filter}::text = ANY(${demoEmails.labels})`);
}

/** Newest first. */
export async function listMails(orm: Orm, filter: string): Promise<DemoEmail[]> {
  const rows = await orm
    .select()
    .from(demoEmails)
    .where(and(isNull(demoEmails.parentId), filterCondition(filter)))
    .orderBy(desc(demoEmails.sentAt), desc(demoEmails.id));
  return withReplies(orm, rows);
}

export async function toggleStar(orm: Orm, mailId: number): Promise<DemoEmail> {
  const rows = await orm
    .update(demoEmails)
    .set({ isStarred: sql`NOT ${demoEmails.isStarred}` })
    .where(and(eq(demoEmails.id, mailId), isNull(demoEmails.parentId)))
    .returning();
  if (!rows.length) throw missingEmails('mailId', [mailId]);
  return (await withReplies(orm, rows))[0]!;
}

export function moveMails(orm: Orm, ids: number[], mailFolder: DemoMailFolder): Promise<DemoEmail[]> {
  return updateEach(orm, 'selectedEmails', ids, { mailFolder });
}

export function markUnread(orm: Orm, ids: number[], unread: boolean): Promise<DemoEmail[]> {
  return updateEach(orm, 'emailIds', ids, { unread });
}

/** Adds the label where it is absent and removes it where present, email by email. */
export function toggleLabel(orm: Orm, ids: number[], label: DemoEmailLabel): Promise<DemoEmail[]> {
  const labels = sql`CASE WHEN ${label}::text = ANY(${demoEmails.labels}) THEN array_remove(${demoEmails.labels}, ${label}::text) ELSE array_append(${demoEmails.labels}, ${label}::text) END`;
  return updateEach(orm, 'emailIds', ids, { labels });
}

/** One change to several emails: all of them exist (and are not replies), or nothing changes. */
async function updateEach(
  orm: Orm,
  field: string,
  ids: number[],
  change: PgUpdateSetSource<typeof demoEmails>,
): Promise<DemoEmail[]> {
  const unique = [...new Set(ids)];
  const rows = await orm.transaction(async (tx) => {
    const updated = await tx
      .update(demoEmails)
      .set(change)
      .where(and(inArray(demoEmails.id, unique), isNull(demoEmails.parentId)))
      .returning();
    const missing = unique.filter((id) => !updated.some((row) => row.id === id));
    // throwing inside the transaction rolls the change back
    if (missing.length) throw missingEmails(field, missing);
    return updated;
  });
  rows.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));
  return withReplies(orm, rows);
}

function missingEmails(field: string, ids: number[]): HttpError {
  const message = `No email with id ${ids.join(', ')}.`;
  return new HttpError(404, message, [{ field, message }]);
}

async function withReplies(orm: Orm, rows: EmailRow[]): Promise<DemoEmail[]> {
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await orm
        .select()
        .from(demoEmails)
        .where(inArray(demoEmails.parentId, ids))
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
