import { and, count, eq, max, sql } from 'drizzle-orm';
import type { ApiErrorCode, ApiErrorParams, OptionItem, OptionList } from '@timely/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import {
  activityTypes,
  blocks,
  designations,
  jobRoles,
  locations,
  platforms,
  publicHolidays,
  users,
} from '../../db/schema/core.js';
import { projectPlatforms } from '../../db/schema/projects.js';
import { labels, taskLabels } from '../../db/schema/labels.js';
import { tasks } from '../../db/schema/sprints.js';
import { apiError, fieldError } from '../../http/errors.js';

type Values = {
  name?: string;
  /** A block's location; a public holiday's (null: everyone's). */
  locationId?: string | null;
  jobRoleId?: string;
  day?: string;
  colour?: string;
  retired?: boolean;
};

/**
 * How each option list is stored and guarded: find an item within the company (other companies' ids
 * read as unknown), write it, and say why it may not be deleted while something still uses it.
 */
export type ListSpec = {
  label: string;
  find(orm: Orm, companyId: string, id: string): Promise<OptionItem | undefined>;
  /** Checks the parent a body names (a block's location, an activity type's job role) is the company's. */
  checkParent(orm: Orm, companyId: string, values: Values): Promise<void>;
  insert(orm: Orm, companyId: string, values: Values): Promise<string>;
  update(orm: Orm, id: string, values: Values): Promise<void>;
  remove(orm: Orm, id: string): Promise<void>;
  /** Why the item is still needed (a catalog code and its values, the item's name added by the route), or null. */
  usage(orm: Orm, id: string): Promise<Reason | null>;
  /** The field a duplicate collides on. */
  uniqueField: 'name' | 'day';
};

const noParent = async () => {};
type Reason = { code: ApiErrorCode; params: ApiErrorParams };

/** 'job role' → 'jobRole': how the catalog's messages choose a list's words (`{list, select, …}`). */
export const listWord = (label: string) => label.replace(/ (\w)/g, (_, first: string) => first.toUpperCase());

async function countOf(
  orm: Orm,
  table: typeof users | typeof activityTypes | typeof blocks | typeof projectPlatforms,
  where: ReturnType<typeof eq>,
) {
  const [row] = await orm.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

type CompanyTable = typeof jobRoles | typeof designations | typeof locations | typeof platforms;
/** The tables whose entries the admin orders and may retire. */
export type OrderedTable = CompanyTable | typeof blocks | typeof activityTypes | typeof labels;

/** `retired: true` stamps when (kept if already retired), `false` clears it, absent leaves it. */
const retiredAtOf = (table: OrderedTable, retired: boolean | undefined) =>
  retired === undefined ? undefined : retired ? sql`coalesce(${table.retiredAt}, now())` : null;

/** Job roles, designations, locations and platforms: a name owned by the company, in the admin's order, retired or offered. */
function companyNamed(table: CompanyTable, label: string, usage: ListSpec['usage']): ListSpec {
  return {
    label,
    uniqueField: 'name',
    async find(orm, companyId, id) {
      const [row] = await orm
        .select({ _id: table.id, name: table.name, retired: sql<boolean>`${table.retiredAt} IS NOT NULL` })
        .from(table)
        .where(and(eq(table.id, id), eq(table.companyId, companyId)));
      return row;
    },
    checkParent: noParent,
    async insert(orm, companyId, values) {
      // a new entry goes last
      const [last] = await orm
        .select({ position: max(table.position) })
        .from(table)
        .where(eq(table.companyId, companyId));
      const [row] = await orm
        .insert(table)
        .values({ companyId, name: values.name!, position: (last?.position ?? 0) + 1 })
        .returning({ id: table.id });
      return row!.id;
    },
    async update(orm, id, values) {
      const retiredAt = retiredAtOf(table, values.retired);
      if (values.name || retiredAt !== undefined)
        await orm.update(table).set({ name: values.name, retiredAt }).where(eq(table.id, id));
    },
    async remove(orm, id) {
      await orm.delete(table).where(eq(table.id, id));
    },
    usage,
  };
}

async function peersUsing(orm: Orm, column: AnyPgColumn, id: string, what: string): Promise<Reason | null> {
  const n = await countOf(orm, users, eq(column, id));
  return n ? { code: 'option.usedByPeers', params: { list: listWord(what), count: n } } : null;
}

const jobRoleSpec = companyNamed(jobRoles, 'job role', async (orm, id) => {
  const activities = await countOf(orm, activityTypes, eq(activityTypes.jobRoleId, id));
  if (activities) return { code: 'option.hasActivityTypes', params: { count: activities } };
  return peersUsing(orm, users.jobRoleId, id, 'job role');
});
const designationSpec = companyNamed(designations, 'designation', (orm, id) =>
  peersUsing(orm, users.designationId, id, 'designation'),
);
const locationSpec = companyNamed(locations, 'location', async (orm, id) => {
  const blockCount = await countOf(orm, blocks, eq(blocks.locationId, id));
  if (blockCount) return { code: 'option.hasBlocks', params: { count: blockCount } };
  return peersUsing(orm, users.locationId, id, 'location');
});
const platformSpec = companyNamed(platforms, 'platform', async (orm, id) => {
  const n = await countOf(orm, projectPlatforms, eq(projectPlatforms.platformId, id));
  return n ? { code: 'option.usedByProjects', params: { count: n } } : null;
});

/** The position after the last entry of a parent: a new or moved child goes last. */
async function lastPosition(
  orm: Orm,
  position: typeof blocks.position | typeof activityTypes.position,
  ofParent: ReturnType<typeof eq>,
): Promise<number> {
  const [last] = await orm
    .select({ position: max(position) })
    .from(position.table)
    .where(ofParent);
  return (last?.position ?? 0) + 1;
}

const blockSpec: ListSpec = {
  label: 'block',
  uniqueField: 'name',
  async find(orm, companyId, id) {
    const [row] = await orm
      .select({
        _id: blocks.id,
        name: blocks.name,
        locationId: blocks.locationId,
        retired: sql<boolean>`${blocks.retiredAt} IS NOT NULL`,
      })
      .from(blocks)
      .innerJoin(locations, eq(blocks.locationId, locations.id))
      .where(and(eq(blocks.id, id), eq(locations.companyId, companyId)));
    return row;
  },
  async checkParent(orm, companyId, values) {
    if (values.locationId && !(await locationSpec.find(orm, companyId, values.locationId)))
      throw fieldError('locationId', apiError('field.notOwnLocation'));
  },
  async insert(orm, _companyId, values) {
    const position = await lastPosition(orm, blocks.position, eq(blocks.locationId, values.locationId!));
    const [row] = await orm
      .insert(blocks)
      .values({ locationId: values.locationId!, name: values.name!, position })
      .returning({ id: blocks.id });
    return row!.id;
  },
  async update(orm, id, values) {
    const retiredAt = retiredAtOf(blocks, values.retired);
    // a block moved to another location goes last there
    const position = values.locationId
      ? await lastPosition(orm, blocks.position, eq(blocks.locationId, values.locationId))
      : undefined;
    if (values.name || values.locationId || retiredAt !== undefined)
      await orm
        .update(blocks)
        .set({ name: values.name, locationId: values.locationId ?? undefined, position, retiredAt })
        .where(eq(blocks.id, id));
  },
  async remove(orm, id) {
    await orm.delete(blocks).where(eq(blocks.id, id));
  },
  usage: (orm, id) => peersUsing(orm, users.blockId, id, 'block'),
};

const activityTypeSpec: ListSpec = {
  label: 'activity type',
  uniqueField: 'name',
  async find(orm, companyId, id) {
    const [row] = await orm
      .select({
        _id: activityTypes.id,
        name: activityTypes.name,
        jobRoleId: activityTypes.jobRoleId,
        retired: sql<boolean>`${activityTypes.retiredAt} IS NOT NULL`,
      })
      .from(activityTypes)
      .innerJoin(jobRoles, eq(activityTypes.jobRoleId, jobRoles.id))
      .where(and(eq(activityTypes.id, id), eq(jobRoles.companyId, companyId)));
    return row;
  },
  async checkParent(orm, companyId, values) {
    if (values.jobRoleId && !(await jobRoleSpec.find(orm, companyId, values.jobRoleId)))
      throw fieldError('jobRoleId', apiError('field.notOwnJobRole'));
  },
  async insert(orm, _companyId, values) {
    const position = await lastPosition(orm, activityTypes.position, eq(activityTypes.jobRoleId, values.jobRoleId!));
    const [row] = await orm
      .insert(activityTypes)
      .values({ jobRoleId: values.jobRoleId!, name: values.name!, position })
      .returning({ id: activityTypes.id });
    return row!.id;
  },
  async update(orm, id, values) {
    const retiredAt = retiredAtOf(activityTypes, values.retired);
    // an activity type moved to another job role goes last there
    const position = values.jobRoleId
      ? await lastPosition(orm, activityTypes.position, eq(activityTypes.jobRoleId, values.jobRoleId))
      : undefined;
    if (values.name || values.jobRoleId || retiredAt !== undefined)
      await orm
        .update(activityTypes)
        .set({ name: values.name, jobRoleId: values.jobRoleId, position, retiredAt })
        .where(eq(activityTypes.id, id));
  },
  async remove(orm, id) {
    await orm.delete(activityTypes).where(eq(activityTypes.id, id));
  },
  async usage(orm, id) {
    const [row] = await orm.select({ n: count() }).from(tasks).where(eq(tasks.activityTypeId, id));
    const n = row?.n ?? 0;
    return n ? { code: 'option.usedByTasks', params: { count: n } } : null;
  },
};

const publicHolidaySpec: ListSpec = {
  label: 'public holiday',
  uniqueField: 'day',
  async find(orm, companyId, id) {
    const [row] = await orm
      .select({
        _id: publicHolidays.id,
        name: publicHolidays.name,
        day: publicHolidays.day,
        locationId: publicHolidays.locationId,
      })
      .from(publicHolidays)
      .where(and(eq(publicHolidays.id, id), eq(publicHolidays.companyId, companyId)));
    if (!row) return undefined;
    const { locationId, ...rest } = row;
    return locationId ? { ...rest, locationId } : rest;
  },
  // a holiday of one location: one of the company's locations (a retired one still keeps its holidays)
  async checkParent(orm, companyId, values) {
    if (!values.locationId) return;
    const [row] = await orm
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, values.locationId), eq(locations.companyId, companyId)));
    if (!row) throw fieldError('locationId', apiError('field.notOwnLocation'));
  },
  async insert(orm, companyId, values) {
    const [row] = await orm
      .insert(publicHolidays)
      .values({ companyId, day: values.day!, name: values.name!, locationId: values.locationId ?? null })
      .returning({ id: publicHolidays.id });
    return row!.id;
  },
  async update(orm, id, values) {
    if (values.name || values.day || values.locationId !== undefined)
      await orm
        .update(publicHolidays)
        .set({ name: values.name, day: values.day, locationId: values.locationId })
        .where(eq(publicHolidays.id, id));
  },
  async remove(orm, id) {
    await orm.delete(publicHolidays).where(eq(publicHolidays.id, id));
  },
  usage: async () => null,
};

/** Issue #49: the task labels, a name and a colour, ordered and retirable like the named lists. */
const labelSpec: ListSpec = {
  label: 'label',
  uniqueField: 'name',
  async find(orm, companyId, id) {
    const [row] = await orm
      .select({
        _id: labels.id,
        name: labels.name,
        colour: labels.colour,
        retired: sql<boolean>`${labels.retiredAt} IS NOT NULL`,
      })
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.companyId, companyId)));
    return row;
  },
  checkParent: noParent,
  async insert(orm, companyId, values) {
    const [last] = await orm
      .select({ position: max(labels.position) })
      .from(labels)
      .where(eq(labels.companyId, companyId));
    const [row] = await orm
      .insert(labels)
      .values({ companyId, name: values.name!, colour: values.colour!, position: (last?.position ?? 0) + 1 })
      .returning({ id: labels.id });
    return row!.id;
  },
  async update(orm, id, values) {
    const retiredAt = retiredAtOf(labels, values.retired);
    if (values.name || values.colour || retiredAt !== undefined)
      await orm.update(labels).set({ name: values.name, colour: values.colour, retiredAt }).where(eq(labels.id, id));
  },
  async remove(orm, id) {
    await orm.delete(labels).where(eq(labels.id, id));
  },
  async usage(orm, id) {
    const [row] = await orm.select({ n: count() }).from(taskLabels).where(eq(taskLabels.labelId, id));
    const n = row?.n ?? 0;
    return n ? { code: 'option.usedByTasks', params: { count: n } } : null;
  },
};

export const LIST_SPECS: Record<OptionList, ListSpec> = {
  'job-roles': jobRoleSpec,
  designations: designationSpec,
  locations: locationSpec,
  blocks: blockSpec,
  platforms: platformSpec,
  'activity-types': activityTypeSpec,
  'public-holidays': publicHolidaySpec,
  labels: labelSpec,
};
