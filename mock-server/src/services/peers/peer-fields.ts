import { and, asc, count, eq, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  PEER_FIELDS_MAX,
  peerFieldValueProblem,
  type CreatePeerFieldBody,
  type FieldError,
  type PeerField,
  type PeerFieldValue,
  type UpdatePeerFieldBody,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { peerFields } from '../../db/schema/peer-fields.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, fieldProblem, invalidFields, notFound } from '../../http/errors.js';
import { fieldCode } from '../../http/field-codes.js';
import { recordAudit } from '../audit/audit-log.js';
import { isUniqueViolation } from '../db-errors.js';
import type { ServiceContext } from '../service-context.js';

type Row = typeof peerFields.$inferSelect;
const toField = (row: Row): PeerField => ({
  _id: row.id,
  name: row.name,
  type: row.type,
  choices: row.choices,
  visibility: row.visibility,
});

/**
 * The company's fields as one JSON text, in the order `peerFieldsOf` gives them: a column another statement of
 * the same answer can carry (a page of the directory reads them with its count), one round trip fewer.
 */
export function peerFieldsJson(companyId: SQL | Placeholder): SQL<string> {
  return sql<string>`(select coalesce(json_agg(json_build_object('_id', ${peerFields.id}, 'name', ${peerFields.name}, 'type', ${peerFields.type}, 'choices', ${peerFields.choices}, 'visibility', ${peerFields.visibility}) order by ${peerFields.position}, ${peerFields.createdAt}), '[]')::text from ${peerFields} where ${peerFields.companyId} = ${companyId})`;
}

/** The caller's company's fields, in the order they were added. */
export async function peerFieldsOf(ctx: ServiceContext): Promise<PeerField[]> {
  const rows = await ctx.orm
    .select()
    .from(peerFields)
    .where(eq(peerFields.companyId, ctx.caller.companyId))
    .orderBy(asc(peerFields.position), asc(peerFields.createdAt));
  return rows.map(toField);
}

/**
 * Who may see a peer's value of a field with this visibility (docs/privacy.md): everyone; or level2 and
 * level3, the peer's own manager and the peer; or level3 and the peer.
 */
export function seesField(
  visibility: PeerField['visibility'],
  auth: Pick<AuthContext, 'level' | 'userId'>,
  peer: { id: string; managerId: string | null },
): boolean {
  if (visibility === 'everyone' || auth.level === 'level3' || auth.userId === peer.id) return true;
  if (visibility === 'admins') return false;
  return auth.level === 'level2' || auth.userId === peer.managerId;
}

/** A peer's stored values the caller may see, of fields that still exist. */
export function visibleValues(
  fields: readonly PeerField[],
  stored: Record<string, PeerFieldValue>,
  auth: Pick<AuthContext, 'level' | 'userId'>,
  peer: { id: string; managerId: string | null },
): Record<string, PeerFieldValue> {
  const visible: Record<string, PeerFieldValue> = {};
  for (const field of fields) {
    const value = stored[field._id];
    if (value !== undefined && seesField(field.visibility, auth, peer)) visible[field._id] = value;
  }
  return visible;
}

/**
 * A peer's values after a request's changes: each checked against its field's type (all problems at once,
 * each under `customFields.<id>`); null or an empty text clears one; values of deleted fields are dropped.
 */
export function mergedValues(
  fields: readonly PeerField[],
  stored: Record<string, PeerFieldValue>,
  changes: Record<string, PeerFieldValue | null> | undefined,
): Record<string, PeerFieldValue> {
  const byId = new Map(fields.map((field) => [field._id, field]));
  const next: Record<string, PeerFieldValue> = {};
  for (const [id, value] of Object.entries(stored)) if (byId.has(id)) next[id] = value;
  const details: FieldError[] = [];
  for (const [id, value] of Object.entries(changes ?? {})) {
    const field = byId.get(id);
    const path = `customFields.${id}`;
    if (!field) {
      details.push(fieldProblem(path, apiError('field.unknown')));
      continue;
    }
    if (value === null || value === '') {
      delete next[id];
      continue;
    }
    const problem = peerFieldValueProblem(field, value);
    if (problem) {
      const coded = fieldCode(problem);
      details.push(fieldProblem(path, coded ? apiError(coded.code, coded.params) : problem));
    } else next[id] = value;
  }
  if (details.length) throw invalidFields(details);
  return next;
}

async function findField(orm: Orm, companyId: string, id: string): Promise<Row> {
  const [row] = await orm
    .select()
    .from(peerFields)
    .where(and(eq(peerFields.companyId, companyId), eq(peerFields.id, id)));
  if (!row) throw notFound('notFound.peerField');
  return row;
}

const duplicateName = (error: unknown): never => {
  if (isUniqueViolation(error)) throw invalidFields([fieldProblem('name', apiError('field.alreadyExists'))], 409);
  throw error;
};

const target = (row: { id: string; name: string }) => ({ type: 'peer_field' as const, id: row.id, label: row.name });
const audited = (field: Pick<Row, 'name' | 'type' | 'choices' | 'visibility'>) => ({
  name: field.name,
  type: field.type,
  choices: field.choices,
  visibility: field.visibility,
});

/** Adds a field (level3); a company keeps at most PEER_FIELDS_MAX. */
export async function createPeerField(ctx: ServiceContext, body: CreatePeerFieldBody): Promise<PeerField> {
  const { orm, caller: auth } = ctx;
  return orm.transaction(async (tx) => {
    // one company's adds in a row: the count below then cannot be raced past the limit
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('peer_fields'), hashtext(${auth.companyId}))`);
    const [counted] = await tx
      .select({ n: count(), last: max(peerFields.position) })
      .from(peerFields)
      .where(eq(peerFields.companyId, auth.companyId));
    if ((counted?.n ?? 0) >= PEER_FIELDS_MAX)
      throw invalidFields(
        [fieldProblem('name', apiError('field.tooManyPeerFields', { maximum: PEER_FIELDS_MAX }))],
        409,
      );
    const [row] = await tx
      .insert(peerFields)
      .values({
        companyId: auth.companyId,
        name: body.name,
        type: body.type,
        choices: body.type === 'choice' ? (body.choices ?? []) : [],
        visibility: body.visibility,
        position: (counted?.last ?? 0) + 1,
      })
      .returning()
      .catch(duplicateName);
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer_field.created',
      target: target(row!),
      after: audited(row!),
    });
    return toField(row!);
  });
}

/** Renames a field, changes who sees it or its choices (level3); its type stays. */
export async function updatePeerField(ctx: ServiceContext, id: string, body: UpdatePeerFieldBody): Promise<PeerField> {
  const { orm, caller: auth } = ctx;
  const before = await findField(orm, auth.companyId, id);
  if (body.choices !== undefined && before.type !== 'choice')
    throw invalidFields([fieldProblem('choices', apiError('field.unknown'))]);
  if (body.choices !== undefined && body.choices.length === 0)
    throw invalidFields([fieldProblem('choices', apiError('field.notEmpty'))]);
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .update(peerFields)
      .set({ name: body.name, choices: body.choices, visibility: body.visibility })
      .where(eq(peerFields.id, id))
      .returning()
      .catch(duplicateName);
    const was = audited(before);
    const now = audited(row!);
    const keys = (Object.keys(now) as Array<keyof typeof now>).filter(
      (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
    );
    if (keys.length)
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        kind: 'peer_field.updated',
        target: target(row!),
        before: Object.fromEntries(keys.map((key) => [key, was[key]])),
        after: Object.fromEntries(keys.map((key) => [key, now[key]])),
      });
    return toField(row!);
  });
}

/** Deletes a field and every peer's value of it (level3). */
export async function deletePeerField(ctx: ServiceContext, id: string): Promise<void> {
  const { orm, caller: auth } = ctx;
  const before = await findField(orm, auth.companyId, id);
  await orm.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ fieldValues: sql`${users.fieldValues} - ${id}::text` })
      .where(and(eq(users.companyId, auth.companyId), sql`${users.fieldValues} ? ${id}::text`));
    await tx.delete(peerFields).where(eq(peerFields.id, id));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer_field.deleted',
      target: target(before),
      before: audited(before),
    });
  });
}
