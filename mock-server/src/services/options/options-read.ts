import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LEVELS, roleForLevel, type OptionsResponse } from '@timely/contract';
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
} from '../../db/schema/core.js';
import { labels } from '../../db/schema/labels.js';
import type { ServiceContext } from '../service-context.js';
import { sideBySide } from '../../db/side-by-side.js';

const WORK_MODE_LABELS = { office: 'Office', wfh: 'Work from home', field: 'On field' } as const;
const LEVEL_LABELS = { level1: 'Member', level2: 'Manager', level3: 'Company admin' } as const;

const byName = (column: AnyPgColumn) => asc(sql`lower(${column})`);

/** Every option list of the caller's company, as GET /v2/options answers it. */
export async function readOptions(ctx: ServiceContext): Promise<OptionsResponse> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  // the admin's order, then by name; retired entries stay on their records but are not offered
  const offered = (table: typeof jobRoles | typeof designations | typeof locations | typeof platforms) =>
    orm
      .select({ _id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.companyId, companyId), isNull(table.retiredAt)))
      .orderBy(asc(table.position), byName(table.name));
  const [roles, designationRows, locationRows, platformRows, holidays, labelRows] = await Promise.all([
    offered(jobRoles),
    offered(designations),
    offered(locations),
    offered(platforms),
    orm
      .select({
        _id: publicHolidays.id,
        day: publicHolidays.day,
        name: publicHolidays.name,
        locationId: publicHolidays.locationId,
        locationName: locations.name,
      })
      .from(publicHolidays)
      .leftJoin(locations, eq(publicHolidays.locationId, locations.id))
      .where(eq(publicHolidays.companyId, companyId))
      .orderBy(asc(publicHolidays.day), sql`${locations.name} asc nulls first`),
    orm
      .select({
        _id: labels.id,
        name: labels.name,
        colour: labels.colour,
        retired: sql<boolean>`${labels.retiredAt} IS NOT NULL`,
      })
      .from(labels)
      .where(eq(labels.companyId, companyId))
      .orderBy(asc(labels.position), byName(labels.name)),
  ]);
  const roleIds = roles.map((role) => role._id);
  const locationIds = locationRows.map((location) => location._id);
  const [activities, blockRows] = await offeredChildren(orm, roleIds, locationIds);
  return {
    jobRoles: roles.map((role) => ({
      ...role,
      activityTypes: activities.filter((activity) => activity.jobRoleId === role._id),
    })),
    designations: designationRows,
    locations: locationRows.map((location) => ({
      ...location,
      blocks: blockRows.filter((block) => block.locationId === location._id),
    })),
    platforms: platformRows,
    publicHolidays: holidays.map(({ locationId, locationName, ...holiday }) => ({
      ...holiday,
      location: locationId && locationName ? { _id: locationId, name: locationName } : null,
    })),
    workModes: Object.entries(WORK_MODE_LABELS).map(([value, label]) => ({
      value: value as keyof typeof WORK_MODE_LABELS,
      label,
    })),
    currentStatuses: [...Object.entries(WORK_MODE_LABELS), ['leave', 'On leave'] as const].map(([value, label]) => ({
      value: value as 'office' | 'wfh' | 'field' | 'leave',
      label,
    })),
    levels: LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level], role: roleForLevel(level) })),
    labels: labelRows,
  };
}

/** The activity types offered under these job roles and the blocks under these locations, in their lists' order. */
async function offeredChildren(orm: Orm, roleIds: string[], locationIds: string[]) {
  return sideBySide(orm, [
    async () =>
      roleIds.length
        ? orm
            .select({ _id: activityTypes.id, name: activityTypes.name, jobRoleId: activityTypes.jobRoleId })
            .from(activityTypes)
            .where(and(inArray(activityTypes.jobRoleId, roleIds), isNull(activityTypes.retiredAt)))
            .orderBy(asc(activityTypes.position), byName(activityTypes.name))
        : [],
    async () =>
      locationIds.length
        ? orm
            .select({ _id: blocks.id, name: blocks.name, locationId: blocks.locationId })
            .from(blocks)
            .where(and(inArray(blocks.locationId, locationIds), isNull(blocks.retiredAt)))
            .orderBy(asc(blocks.position), byName(blocks.name))
        : [],
  ]);
}
