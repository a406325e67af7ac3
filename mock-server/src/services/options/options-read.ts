import { asc, eq, inArray, sql } from 'drizzle-orm';
import { LEVELS, roleForLevel, type OptionsResponse } from '../../contract/index.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import { activityTypes, blocks, designations, jobRoles, locations, platforms, publicHolidays } from '../../db/schema/core.js';

const WORK_MODE_LABELS = { office: 'Office', wfh: 'Work from home', field: 'On field' } as const;
const LEVEL_LABELS = { level1: 'Member', level2: 'Manager', level3: 'Company admin' } as const;

/** Every option list of a company, as GET /v2/options answers it. */
export async function readOptions(orm: Orm, companyId: string): Promise<OptionsResponse> {
  const byName = (column: AnyPgColumn) => asc(sql`lower(${column})`);
  const [roles, designationRows, locationRows, platformRows, holidays] = await Promise.all([
    orm.select({ _id: jobRoles.id, name: jobRoles.name }).from(jobRoles).where(eq(jobRoles.companyId, companyId)).orderBy(byName(jobRoles.name)),
    orm.select({ _id: designations.id, name: designations.name }).from(designations).where(eq(designations.companyId, companyId)).orderBy(byName(designations.name)),
    orm.select({ _id: locations.id, name: locations.name }).from(locations).where(eq(locations.companyId, companyId)).orderBy(byName(locations.name)),
    orm.select({ _id: platforms.id, name: platforms.name }).from(platforms).where(eq(platforms.companyId, companyId)).orderBy(byName(platforms.name)),
    orm.select({ _id: publicHolidays.id, day: publicHolidays.day, name: publicHolidays.name }).from(publicHolidays).where(eq(publicHolidays.companyId, companyId)).orderBy(asc(publicHolidays.day)),
  ]);
  const roleIds = roles.map((role) => role._id);
  const locationIds = locationRows.map((location) => location._id);
  const [activities, blockRows] = await Promise.all([
    roleIds.length
      ? orm.select({ _id: activityTypes.id, name: activityTypes.name, jobRoleId: activityTypes.jobRoleId }).from(activityTypes).where(inArray(activityTypes.jobRoleId, roleIds)).orderBy(byName(activityTypes.name))
      : [],
    locationIds.length
      ? orm.select({ _id: blocks.id, name: blocks.name, locationId: blocks.locationId }).from(blocks).where(inArray(blocks.locationId, locationIds)).orderBy(byName(blocks.name))
      : [],
  ]);
  return {
    jobRoles: roles.map((role) => ({ ...role, activityTypes: activities.filter((activity) => activity.jobRoleId === role._id) })),
    designations: designationRows,
    locations: locationRows.map((location) => ({ ...location, blocks: blockRows.filter((block) => block.locationId === location._id) })),
    platforms: platformRows,
    publicHolidays: holidays,
    workModes: Object.entries(WORK_MODE_LABELS).map(([value, label]) => ({ value: value as keyof typeof WORK_MODE_LABELS, label })),
    currentStatuses: [...Object.entries(WORK_MODE_LABELS), ['leave', 'On leave'] as const].map(([value, label]) => ({ value: value as 'office' | 'wfh' | 'field' | 'leave', label })),
    levels: LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level], role: roleForLevel(level) })),
  };
}
