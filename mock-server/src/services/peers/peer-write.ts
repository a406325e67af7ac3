import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, roleForLevel, type CreatePeerBody, type UpdatePeerBody } from '@timely/contract';
import { users } from '../../db/schema/core.js';
import { apiError, conflict, fieldError, fieldProblem, notFound } from '../../http/errors.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import { companyTimeZoneOf } from '../company/company-days.js';
import { isUniqueViolation } from '../db-errors.js';
import { sendInviteMail } from '../password-tokens.js';
import { savePreferences } from '../preferences.js';
import { hashPassword } from '../passwords.js';
import { revokeSessions } from '../tokens.js';
import { assertAnotherAdmin, assertManager, assertReferences, assertUnique } from './peer-checks.js';
import { mergedValues, peerFieldsOf } from './peer-fields.js';
import { findPeer, type PeerRow } from './peer-view.js';
import type { ServiceContext } from '../service-context.js';

type ImIds = Record<string, string>;

/** Creates a peer and emails them an invitation to choose a password; answers the new id. */
export async function createPeer(ctx: ServiceContext, body: CreatePeerBody): Promise<string> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const refs = {
    jobRoleId: body.jobRoleId ?? null,
    designationId: body.designationId ?? null,
    locationId: body.locationId ?? null,
    blockId: body.blockId ?? null,
  };
  await assertReferences(orm, auth.companyId, refs);
  await assertManager(orm, auth.companyId, null, body.managerId);
  const fieldValues = mergedValues(await peerFieldsOf(ctx), {}, body.customFields);
  await assertUnique(orm, auth.companyId, { email: body.email, employeeId: body.employeeId });
  const defaultWorkMode = body.defaultWorkMode ?? 'office';
  const values: typeof users.$inferInsert = {
    companyId: auth.companyId,
    name: body.name,
    employeeId: body.employeeId,
    email: body.email,
    // nobody knows this password: the peer chooses theirs through the invitation link
    passwordHash: await hashPassword(randomBytes(24).toString('base64url'), ctx.config.passwordCost),
    phone: body.phone ?? null,
    ...refs,
    defaultWorkMode,
    currentStatus: body.currentStatus ?? defaultWorkMode,
    workingHours: body.workingHours ?? '09:00-18:00',
    timeZone: body.timeZone ?? (await companyTimeZoneOf(orm, auth.companyId)),
    imIds: cleanImIds({}, body.imIds),
    level: body.level,
    role: roleForLevel(body.level),
    isActive: body.isActive ?? true,
    hireDate: body.hireDate ?? null,
    managerId: body.managerId ?? null,
    fieldValues,
  };
  const created = await orm.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id }).catch(rethrowUnique);
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer.added',
      target: { type: 'peer', id: row!.id, label: values.name },
      after: auditedOf(values),
    });
    return row;
  });
  // the invitation speaks the language the admin chose for the newcomer, until they choose their own
  if (body.language) await savePreferences(orm, created!.id, { ...DEFAULT_PREFERENCES, language: body.language });
  await sendInviteMail(
    ctx,
    { id: created!.id, email: values.email, name: values.name, companyId: auth.companyId },
    auth.userId,
  );
  return created!.id;
}

/** Changes any subset of a live peer's fields (never the password). */
export async function updatePeer(ctx: ServiceContext, id: string, body: UpdatePeerBody): Promise<void> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const current = await livePeer(ctx, id);
  const before = current.user;
  const level = body.level ?? before.level;
  if (body.role && body.role !== roleForLevel(level)) throw fieldError('role', apiError('field.roleForLevel'));
  const refs = {
    jobRoleId: body.jobRoleId === undefined ? before.jobRoleId : body.jobRoleId,
    designationId: body.designationId === undefined ? before.designationId : body.designationId,
    locationId: body.locationId === undefined ? before.locationId : body.locationId,
    blockId: body.blockId === undefined ? before.blockId : body.blockId,
  };
  await assertReferences(orm, auth.companyId, refs, before);
  await assertManager(orm, auth.companyId, id, body.managerId);
  const fieldValues =
    body.customFields === undefined
      ? before.fieldValues
      : mergedValues(await peerFieldsOf(ctx), before.fieldValues, body.customFields);
  await assertUnique(orm, auth.companyId, { email: body.email, employeeId: body.employeeId }, id);
  const losesAdmin = before.level === 'level3' && (level !== 'level3' || body.isActive === false);
  if (losesAdmin) await assertAnotherAdmin(orm, auth.companyId, id);
  const { imIds, role: _role, customFields: _values, ...fields } = body;
  const next = {
    ...fields,
    ...refs,
    level,
    role: roleForLevel(level),
    imIds: cleanImIds(before.imIds, imIds),
    fieldValues,
  };
  await orm.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .catch(rethrowUnique);
    // a demoted or deactivated peer's sessions end at their next refresh at the latest
    if (level !== before.level || body.isActive === false) await revokeSessions(tx, id, ctx.now());
    const changed = changedFields(auditedOf(before), auditedOf({ ...before, ...next }));
    if (!changed) return;
    const kind =
      level !== before.level
        ? 'peer.level_changed'
        : body.isActive === false && before.isActive
          ? 'peer.deactivated'
          : body.isActive === true && !before.isActive
            ? 'peer.reactivated'
            : 'peer.updated';
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind,
      target: { type: 'peer', id, label: next.name ?? before.name },
      ...changed,
    });
  });
}

/** Soft delete: the peer keeps their history but disappears from the directory and cannot sign in. */
export async function deletePeer(ctx: ServiceContext, id: string): Promise<void> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const current = await findPeer(ctx, id, { includeDeleted: true });
  if (!current) throw notFound('notFound.peer');
  if (current.user.deletedAt) throw conflict(apiError('peer.alreadyDeleted'));
  if (id === auth.userId) throw conflict(apiError('peer.deleteSelf'));
  if (current.user.level === 'level3') await assertAnotherAdmin(orm, auth.companyId, id);
  await orm.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: ctx.now(), updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await revokeSessions(tx, id, ctx.now());
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer.deleted',
      target: { type: 'peer', id, label: current.user.name },
      before: auditedOf(current.user),
    });
  });
}

export async function restorePeer(ctx: ServiceContext, id: string): Promise<void> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const current = await findPeer(ctx, id, { includeDeleted: true });
  if (!current) throw notFound('notFound.peer');
  if (!current.user.deletedAt) throw conflict(apiError('peer.notDeleted'));
  await orm.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer.restored',
      target: { type: 'peer', id, label: current.user.name },
      after: auditedOf(current.user),
    });
  });
}

// what the audit log keeps of a peer: never a password hash, a picture or IM handles
const AUDITED = [
  'name',
  'email',
  'employeeId',
  'phone',
  'jobRoleId',
  'designationId',
  'locationId',
  'blockId',
  'level',
  'role',
  'isActive',
  'defaultWorkMode',
  'workingHours',
  'timeZone',
  'hireDate',
  'managerId',
  'fieldValues',
] as const;
function auditedOf(user: Partial<Record<(typeof AUDITED)[number], unknown>>): Record<string, unknown> {
  return Object.fromEntries(AUDITED.map((key) => [key, user[key] ?? null]));
}

/** A peer of the caller's company that is not deleted: edits of a deleted peer wait for a restore. */
export async function livePeer(ctx: ServiceContext, id: string): Promise<PeerRow> {
  const current = await findPeer(ctx, id, { includeDeleted: true });
  if (!current) throw notFound('notFound.peer');
  if (current.user.deletedAt) throw conflict(apiError('peer.deletedEdit'));
  return current;
}

/** Merges IM ids by service name: a blank or null value removes that service. */
function cleanImIds(
  before: ImIds,
  changes: Partial<Record<'skype' | 'slack' | 'zoom', string | null>> | undefined,
): ImIds {
  const next: ImIds = { ...before };
  for (const [service, value] of Object.entries(changes ?? {})) {
    if (value) next[service] = value;
    else delete next[service];
  }
  return next;
}

// two requests racing past assertUnique: the database's unique index has the last word
function rethrowUnique(error: unknown): never {
  if (isUniqueViolation(error))
    throw conflict(apiError('peer.taken'), [fieldProblem('email', apiError('field.emailOrIdTaken'))]);
  throw error;
}
