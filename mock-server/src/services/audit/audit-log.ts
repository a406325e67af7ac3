import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditExportQuery, AuditKind, AuditPage, AuditQuery, AuditTargetType } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { dayStartIn } from '../../db/day-start.js';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/core.js';
import { addDays } from '../calendar-days.js';
import { messagesIn, type Language } from '../../messages/messages.js';
import { cellText } from '../csv.js';
import { allPagesOf, type ExportColumn } from '../exports/table-export.js';
import type { ServiceContext } from '../service-context.js';

export type AuditRecord = {
  companyId: string;
  /** Who made the change; null for the operator's command line. */
  actorId: string | null;
  kind: AuditKind;
  target: { type: AuditTargetType; id: string | null; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at?: Date;
};

/**
 * Records one admin-level change. Call it with the transaction that makes the change (`orm.transaction`),
 * so the change and its entry are committed together or not at all (docs/company.md).
 */
export async function recordAudit(tx: Orm, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: record.companyId,
    actorId: record.actorId,
    kind: record.kind,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before ?? null,
    after: record.after ?? null,
    ...(record.at ? { createdAt: record.at } : {}),
  });
}

/** Only the fields whose values differ, as { before, after }: an entry shows what changed, not the whole record. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (!keys.length) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

const actors = alias(users, 'actor');

/** The filters of the screen and the export; from and to are the reader's days, in their time zone. */
function whereOf(companyId: string, query: AuditExportQuery, timeZone: string): SQL | undefined {
  return and(
    eq(auditLog.companyId, companyId),
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.kind ? eq(auditLog.kind, query.kind) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.createdAt, dayStartIn(query.from, timeZone)) : undefined,
    query.to ? lt(auditLog.createdAt, dayStartIn(addDays(query.to, 1), timeZone)) : undefined,
  );
}

async function entries(orm: Orm, where: SQL | undefined, limit: number, offset: number): Promise<AuditEntry[]> {
  const rows = await orm
    .select({ entry: auditLog, actorName: actors.name })
    .from(auditLog)
    // the actor is always of the same company (recordAudit's callers pass the caller's own id)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ entry, actorName }) => ({
    _id: entry.id,
    at: entry.createdAt.toISOString(),
    kind: entry.kind as AuditKind,
    actor: entry.actorId ? { _id: entry.actorId, name: actorName ?? '' } : null,
    target: { type: entry.targetType, _id: entry.targetId, label: entry.targetLabel },
    before: entry.before,
    after: entry.after,
  }));
}

/**
 * A page of the caller's company's log, newest first; never another company's row. `timeZone` is the caller's,
 * which the filters' days are in.
 */
export async function listAudit(ctx: ServiceContext, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const { orm } = ctx;
  const where = whereOf(ctx.caller.companyId, query, timeZone);
  const [totalRow] = await orm.select({ n: count() }).from(auditLog).where(where);
  const total = totalRow?.n ?? 0;
  return {
    items: await entries(orm, where, query.perPage, (query.page - 1) * query.perPage),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
  };
}

const AUDIT_EXPORT_MAX_ROWS = 10_000;
const AUDIT_EXPORT_BATCH = 500;

/**
 * The filtered log's entries for an export, newest first, at most AUDIT_EXPORT_MAX_ROWS, read in batches as
 * the file is written (the same query and order as the screen's pages).
 */
export function auditExportRows(
  ctx: ServiceContext,
  query: Omit<AuditExportQuery, 'format'>,
  timeZone: string,
): Promise<AsyncIterable<AuditEntry>> {
  const { orm } = ctx;
  const where = whereOf(ctx.caller.companyId, query, timeZone);
  return allPagesOf(async (page) => {
    const items = await entries(orm, where, AUDIT_EXPORT_BATCH, (page - 1) * AUDIT_EXPORT_BATCH);
    return { items, totalPages: items.length < AUDIT_EXPORT_BATCH ? page : page + 1 };
  }, AUDIT_EXPORT_MAX_ROWS);
}

/**
 * The export's columns in the reader's language. The target type stays a code, as on the screen; before and
 * after are the recorded values as JSON.
 */
export function auditColumns(language: Language): ExportColumn<AuditEntry>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['audit.column.when'], type: 'dateTime', width: 20, value: (entry) => entry.at },
    {
      header: messages['audit.column.who'],
      width: 24,
      value: (entry) => entry.actor?.name ?? messages['audit.commandLine'],
    },
    {
      header: messages['audit.column.what'],
      width: 30,
      value: (entry) => messages[`audit.kind.${entry.kind as AuditKind}`] ?? entry.kind,
    },
    { header: messages['audit.column.targetType'], value: (entry) => entry.target.type },
    { header: messages['audit.column.target'], width: 30, value: (entry) => entry.target.label },
    { header: messages['audit.column.before'], width: 40, value: (entry) => cellText(entry.before) },
    { header: messages['audit.column.after'], width: 40, value: (entry) => cellText(entry.after) },
  ];
}
