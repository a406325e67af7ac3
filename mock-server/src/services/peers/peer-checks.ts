import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FieldError } from '@timely/contract';
import { fieldSentence } from '@timely/contract/english';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { isNewlyRetired, RETIRED_CHOICE } from '../company/retired-options.js';
import { blocks, designations, jobRoles, locations, users } from '../../db/schema/core.js';
import { apiError, conflict, fieldProblem, invalidFields, type ApiErrorText } from '../../http/errors.js';

export type PeerReferences = {
  jobRoleId: string | null;
  designationId: string | null;
  locationId: string | null;
  blockId: string | null;
};

/**
 * Every option a peer points at must be one of the company's own; a block must belong to the peer's
 * location. Another company's ids read as unknown ones. A retired entry is refused unless the peer
 * already has it (`kept`: the peer's values before an edit), so it stays on its records and is never
 * newly given. All problems are reported at once.
 */
export async function assertReferences(
  orm: Orm,
  companyId: string,
  refs: PeerReferences,
  kept?: PeerReferences,
): Promise<void> {
  const details: FieldError[] = [];
  const check = async (
    table: typeof jobRoles | typeof designations | typeof locations,
    field: 'jobRoleId' | 'designationId' | 'locationId',
    unknown: ApiErrorText,
  ) => {
    const id = refs[field];
    if (!id) return true;
    const [row] = await orm
      .select({ retired: sql<boolean>`${table.retiredAt} IS NOT NULL` })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, companyId)));
    if (!row) details.push(fieldProblem(field, unknown));
    else if (isNewlyRetired(row.retired, id, kept?.[field])) details.push(fieldProblem(field, RETIRED_CHOICE));
    return Boolean(row);
  };
  await check(jobRoles, 'jobRoleId', apiError('field.notOwnJobRole'));
  await check(designations, 'designationId', apiError('field.notOwnDesignation'));
  const locationOk = await check(locations, 'locationId', apiError('field.notOwnLocation'));
  if (refs.blockId) {
    if (!refs.locationId) {
      details.push(fieldProblem('blockId', apiError('field.needsLocation')));
    } else if (locationOk) {
      const [block] = await orm
        .select({ retired: sql<boolean>`${blocks.retiredAt} IS NOT NULL` })
        .from(blocks)
        .where(and(eq(blocks.id, refs.blockId), eq(blocks.locationId, refs.locationId)));
      if (!block) details.push(fieldProblem('blockId', apiError('field.notLocationBlock')));
      else if (isNewlyRetired(block.retired, refs.blockId, kept?.blockId))
        details.push(fieldProblem('blockId', RETIRED_CHOICE));
    }
  }
  if (details.length) throw invalidFields(details);
}

/** What an email held by any other account answers (a peer of this company, or anyone of another). */
const EMAIL_TAKEN_SAID = apiError('field.emailTaken');
export const EMAIL_TAKEN = EMAIL_TAKEN_SAID.message;

/** Email is unique across the server (it is the sign-in); employee id within the company. Deleted peers keep theirs. */
export async function assertUnique(
  orm: Orm,
  companyId: string,
  values: { email?: string; employeeId?: string },
  exceptId?: string,
): Promise<void> {
  const details: FieldError[] = [];
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  if (values.email) {
    const [holder] = await orm
      .select({ companyId: users.companyId, deletedAt: users.deletedAt })
      .from(users)
      .where(and(eq(users.email, values.email), others));
    if (holder) {
      const deletedHere = holder.companyId === companyId && holder.deletedAt;
      // one answer whoever holds it, this company or another: it never tells which (issue #28)
      details.push(fieldProblem('email', deletedHere ? apiError('field.deletedPeerHolds') : EMAIL_TAKEN_SAID));
    }
  }
  if (values.employeeId) {
    const [holder] = await orm
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.employeeId, values.employeeId), others));
    if (holder)
      details.push(
        fieldProblem('employeeId', apiError(holder.deletedAt ? 'field.deletedPeerHolds' : 'field.employeeIdTaken')),
      );
  }
  if (details.length)
    throw conflict(
      {
        code: 'peer.conflictingFields',
        message: details.map((detail) => fieldSentence(detail.field, detail.message)).join(' '),
      },
      details,
    );
}

/** The company must keep one active level3 admin, or nobody could manage peers any more. */
export async function assertAnotherAdmin(orm: Orm, companyId: string, userId: string): Promise<void> {
  const [row] = await orm
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.level, 'level3'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    );
  if ((row?.n ?? 0) === 0) throw conflict(apiError('peer.lastAdmin'));
}

/**
 * A manager must be a live peer of the company, not the peer themself nor anyone who reports to them,
 * however indirectly (a circle would leave nobody at its top). `peerId` is null for a peer being added.
 */
export async function assertManager(
  orm: Orm,
  companyId: string,
  peerId: string | null,
  managerId: string | null | undefined,
): Promise<void> {
  if (!managerId) return;
  if (managerId === peerId) throw invalidFields([fieldProblem('managerId', apiError('field.managerSelf'))]);
  const [manager] = await orm
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, managerId), eq(users.companyId, companyId), isNull(users.deletedAt)));
  if (!manager) throw invalidFields([fieldProblem('managerId', apiError('field.notCompanyPeer'))]);
  if (!peerId) return;
  // the chain above the chosen manager, at most as long as the company is big
  const [circle] = rowsOf<{ found: number }>(
    await orm.execute(sql`
    with recursive chain(id, depth) as (
      select manager_id, 1 from ${users} where id = ${managerId}
      union all
      select u.manager_id, chain.depth + 1 from ${users} u join chain on u.id = chain.id
      where chain.id is not null and chain.depth < 10000
    )
    select 1 as found from chain where id = ${peerId} limit 1`),
  );
  if (circle) throw invalidFields([fieldProblem('managerId', apiError('field.managerCycle', { name: manager.name }))]);
}
