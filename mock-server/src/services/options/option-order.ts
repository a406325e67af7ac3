import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NAMED_OPTION_LISTS, type ManagedOption, type ManagedOptionLists, type NamedOptionList } from '../../contract/index.js';
import type { Orm } from '../../db/client.js';
import { designations, jobRoles, locations, platforms, users } from '../../db/schema/core.js';
import { projectPlatforms } from '../../db/schema/projects.js';
import { fieldError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import type { CompanyTable } from './option-lists.js';

/** Each named list's table and the column of the records that use an entry (peers, or a project's platforms). */
const NAMED: Record<NamedOptionList, { table: CompanyTable; usedBy: AnyPgColumn; label: string }> = {
  'job-roles': { table: jobRoles, usedBy: users.jobRoleId, label: 'job roles' },
  designations: { table: designations, usedBy: users.designationId, label: 'designations' },
  locations: { table: locations, usedBy: users.locationId, label: 'locations' },
  platforms: { table: platforms, usedBy: projectPlatforms.platformId, label: 'platforms' },
};

async function entriesOf(orm: Orm, companyId: string, list: NamedOptionList): Promise<ManagedOption[]> {
  const { table, usedBy } = NAMED[list];
  const rows = await orm
    .select({ _id: table.id, name: table.name, retired: sql<boolean>`${table.retiredAt} IS NOT NULL` })
    .from(table)
    .where(eq(table.companyId, companyId))
    .orderBy(asc(table.position), asc(sql`lower(${table.name})`), asc(table.id));
  if (!rows.length) return [];
  // deleted peers count too: they keep their job role, and deleting the entry would fail on them
  const counts = await orm.select({ id: usedBy, n: count() }).from(usedBy.table).where(inArray(usedBy, rows.map((row) => row._id))).groupBy(usedBy);
  const inUse = new Map(counts.map((row) => [row.id as string, row.n]));
  return rows.map((row) => ({ ...row, inUse: inUse.get(row._id) ?? 0 }));
}

/** Every named list of the company, retired entries included, each with how many records use it. */
export async function managedOptionLists(orm: Orm, companyId: string): Promise<ManagedOptionLists> {
  const lists = await Promise.all(NAMED_OPTION_LISTS.map((list) => entriesOf(orm, companyId, list)));
  return Object.fromEntries(NAMED_OPTION_LISTS.map((list, index) => [list, lists[index]!])) as ManagedOptionLists;
}

/**
 * Puts a named list in the order given: `ids` must name each of the company's entries once (retired ones
 * too), so an order made from a stale screen is refused rather than half applied. Audited as before/after names.
 */
export async function reorderOptions(orm: Orm, auth: { companyId: string; userId: string }, list: NamedOptionList, ids: string[]): Promise<ManagedOption[]> {
  const { table, label } = NAMED[list];
  return orm.transaction(async (tx) => {
    const before = await entriesOf(tx, auth.companyId, list);
    const known = new Set(before.map((entry) => entry._id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw fieldError('ids', `must name each of your ${before.length} ${label} once (the list changed? reload it)`);
    }
    const names = new Map(before.map((entry) => [entry._id, entry.name]));
    const beforeOrder = before.map((entry) => entry.name);
    const afterOrder = ids.map((id) => names.get(id)!);
    if (beforeOrder.join('\n') === afterOrder.join('\n')) return before;
    const positions = sql.join(ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::integer)`), sql`, `);
    await tx.execute(sql`UPDATE ${table} SET position = ordered.position FROM (VALUES ${positions}) AS ordered(id, position) WHERE ${table.id} = ordered.id`);
    await recordAudit(tx, { companyId: auth.companyId, actorId: auth.userId, kind: 'option.reordered', target: { type: 'option', id: null, label }, before: { list, order: beforeOrder }, after: { list, order: afterOrder } });
    return entriesOf(tx, auth.companyId, list);
  });
}
