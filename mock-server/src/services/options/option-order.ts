import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ORDERED_OPTION_LISTS,
  type ManagedOption,
  type ManagedOptionLists,
  type OrderedOptionList,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { activityTypes, blocks, designations, jobRoles, locations, platforms, users } from '../../db/schema/core.js';
import { projectPlatforms } from '../../db/schema/projects.js';
import { labels, taskLabels } from '../../db/schema/labels.js';
import { tasks } from '../../db/schema/sprints.js';
import { apiError, fieldError } from '../../http/errors.js';
import { listWord } from './option-lists.js';
import { recordAudit } from '../audit/audit-log.js';
import type { OrderedTable } from './option-lists.js';
import type { ServiceContext } from '../service-context.js';

type Ordered = {
  table: OrderedTable;
  /** The column of the records that use an entry (peers, a project's platforms, tasks). */
  usedBy: AnyPgColumn;
  label: string;
  /** Lists ordered within a parent: the parent's column, as the answer names it. */
  parent?: { column: AnyPgColumn; key: 'locationId' | 'jobRoleId'; table: typeof locations | typeof jobRoles };
  ownedBy(orm: Orm, companyId: string): SQL;
  /** Labels: their colour, answered with each entry. */
  colour?: AnyPgColumn;
};

const ownColumn =
  (table: typeof jobRoles | typeof designations | typeof locations | typeof platforms | typeof labels) =>
  (_orm: Orm, companyId: string) =>
    eq(table.companyId, companyId);

const ORDERED: Record<OrderedOptionList, Ordered> = {
  'job-roles': { table: jobRoles, usedBy: users.jobRoleId, label: 'job roles', ownedBy: ownColumn(jobRoles) },
  designations: {
    table: designations,
    usedBy: users.designationId,
    label: 'designations',
    ownedBy: ownColumn(designations),
  },
  locations: { table: locations, usedBy: users.locationId, label: 'locations', ownedBy: ownColumn(locations) },
  platforms: {
    table: platforms,
    usedBy: projectPlatforms.platformId,
    label: 'platforms',
    ownedBy: ownColumn(platforms),
  },
  blocks: {
    table: blocks,
    usedBy: users.blockId,
    label: 'blocks',
    parent: { column: blocks.locationId, key: 'locationId', table: locations },
    ownedBy: (orm, companyId) =>
      inArray(
        blocks.locationId,
        orm.select({ id: locations.id }).from(locations).where(eq(locations.companyId, companyId)),
      ),
  },
  'activity-types': {
    table: activityTypes,
    usedBy: tasks.activityTypeId,
    label: 'activity types',
    parent: { column: activityTypes.jobRoleId, key: 'jobRoleId', table: jobRoles },
    ownedBy: (orm, companyId) =>
      inArray(
        activityTypes.jobRoleId,
        orm.select({ id: jobRoles.id }).from(jobRoles).where(eq(jobRoles.companyId, companyId)),
      ),
  },
  labels: {
    table: labels,
    usedBy: taskLabels.labelId,
    label: 'labels',
    ownedBy: ownColumn(labels),
    colour: labels.colour,
  },
};

type Entry = ManagedOption & { locationId?: string; jobRoleId?: string; colour?: string };

async function entriesOf(orm: Orm, companyId: string, list: OrderedOptionList, parentId?: string): Promise<Entry[]> {
  const { table, usedBy, parent, ownedBy, colour } = ORDERED[list];
  const rows = await orm
    .select({
      _id: table.id,
      name: table.name,
      retired: sql<boolean>`${table.retiredAt} IS NOT NULL`,
      parentId: parent ? sql<string>`${parent.column}` : sql<null>`null`,
      colour: colour ? sql<string>`${colour}` : sql<null>`null`,
    })
    .from(table)
    .where(and(ownedBy(orm, companyId), parent && parentId ? eq(parent.column, parentId) : undefined))
    .orderBy(
      ...(parent ? [asc(parent.column)] : []),
      asc(table.position),
      asc(sql`lower(${table.name})`),
      asc(table.id),
    );
  if (!rows.length) return [];
  // deleted peers count too: they keep their job role, and deleting the entry would fail on them
  const counts = await orm
    .select({ id: usedBy, n: count() })
    .from(usedBy.table)
    .where(
      inArray(
        usedBy,
        rows.map((row) => row._id),
      ),
    )
    .groupBy(usedBy);
  const inUse = new Map(counts.map((row) => [row.id as string, row.n]));
  return rows.map(({ parentId: parentOf, colour: colourOf, ...row }) => ({
    ...row,
    ...(colour ? { colour: colourOf! } : {}),
    ...(parent ? { [parent.key]: parentOf } : {}),
    inUse: inUse.get(row._id) ?? 0,
  }));
}

/** Every ordered list of the caller's company, retired entries included, each with how many records use it. */
export async function managedOptionLists(ctx: ServiceContext): Promise<ManagedOptionLists> {
  const { orm, caller } = ctx;
  const companyId = caller.companyId;
  const lists = await Promise.all(ORDERED_OPTION_LISTS.map((list) => entriesOf(orm, companyId, list)));
  return Object.fromEntries(ORDERED_OPTION_LISTS.map((list, index) => [list, lists[index]!])) as ManagedOptionLists;
}

/**
 * Puts a list in the order given: `ids` must name each of the company's entries once (retired ones too),
 * for blocks and activity types each entry of one location or job role, so an order made from a stale
 * screen is refused rather than half applied. Audited as before/after names.
 */
export async function reorderOptions(ctx: ServiceContext, list: OrderedOptionList, ids: string[]): Promise<Entry[]> {
  const { caller: auth } = ctx;
  const { table, label, parent } = ORDERED[list];
  return ctx.orm.transaction(async (tx) => {
    // a child list is ordered within the parent of its first entry
    const parentId = parent
      ? (await entriesOf(tx, auth.companyId, list)).find((entry) => entry._id === ids[0])?.[parent.key]
      : undefined;
    const word = listWord(label.replace(/s$/, ''));
    if (parent && !parentId) throw fieldError('ids', apiError('field.nameYourList', { list: word }));
    const before = await entriesOf(tx, auth.companyId, list, parentId);
    const known = new Set(before.map((entry) => entry._id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw fieldError(
        'ids',
        parent
          ? apiError('field.nameEachOnceWithin', {
              count: before.length,
              list: word,
              parent: parent.key === 'locationId' ? 'location' : 'jobRole',
            })
          : apiError('field.nameEachOnce', { count: before.length, list: word }),
      );
    }
    const names = new Map(before.map((entry) => [entry._id, entry.name]));
    const beforeOrder = before.map((entry) => entry.name);
    const afterOrder = ids.map((id) => names.get(id)!);
    if (beforeOrder.join('\n') === afterOrder.join('\n')) return before;
    const positions = sql.join(
      ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE ${table} SET position = ordered.position FROM (VALUES ${positions}) AS ordered(id, position) WHERE ${table.id} = ordered.id`,
    );
    // blocks and activity types are named by their parent: "blocks of Pune"
    const [parentRow] = parent
      ? await tx.select({ name: parent.table.name }).from(parent.table).where(eq(parent.table.id, parentId!))
      : [];
    const target = { type: 'option' as const, id: null, label: parentRow ? `${label} of ${parentRow.name}` : label };
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'option.reordered',
      target,
      before: { list, order: beforeOrder },
      after: { list, order: afterOrder },
    });
    return entriesOf(tx, auth.companyId, list, parentId);
  });
}
