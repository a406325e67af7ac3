import { and, eq, isNull } from 'drizzle-orm';
import type { Level, PeerImportColumn } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { designations, jobRoles, locations } from '../../db/schema/core.js';

/** Header spellings people use, folded (lower case; spaces, dashes, dots and underscores left out). */
const HEADER_ALIASES: Record<string, PeerImportColumn> = {
  name: 'name',
  fullname: 'name',
  email: 'email',
  emailaddress: 'email',
  workemail: 'email',
  employeeid: 'employeeId',
  empid: 'employeeId',
  employeeno: 'employeeId',
  employeenumber: 'employeeId',
  jobrole: 'jobRole',
  function: 'jobRole',
  designation: 'designation',
  title: 'designation',
  location: 'location',
  office: 'location',
  level: 'level',
  accesslevel: 'level',
};

export const foldHeader = (cell: string): PeerImportColumn | null =>
  HEADER_ALIASES[cell.toLowerCase().replace(/[\s._-]/g, '')] ?? null;

/** The level a cell names: level1–3, 1–3, or member, manager, admin (any case); empty is level1, the least access. */
export function levelOf(cell: string): Level | null {
  const folded = cell.toLowerCase().replace(/\s/g, '');
  if (folded === '') return 'level1';
  const levels: Record<string, Level> = {
    level1: 'level1',
    '1': 'level1',
    member: 'level1',
    level2: 'level2',
    '2': 'level2',
    manager: 'level2',
    level3: 'level3',
    '3': 'level3',
    admin: 'level3',
  };
  return levels[folded] ?? null;
}

/** The company's option lists a sheet may name, by lower-cased name: retired entries are no longer offered. */
export type OptionNames = {
  jobRoles: Map<string, string>;
  designations: Map<string, string>;
  locations: Map<string, string>;
};

export async function optionNamesOf(orm: Orm, companyId: string): Promise<OptionNames> {
  const byName = async (table: typeof jobRoles | typeof designations | typeof locations) =>
    new Map(
      (
        await orm
          .select({ id: table.id, name: table.name })
          .from(table)
          .where(and(eq(table.companyId, companyId), isNull(table.retiredAt)))
      ).map((row) => [row.name.toLowerCase(), row.id]),
    );
  const [roles, titles, places] = await Promise.all([byName(jobRoles), byName(designations), byName(locations)]);
  return { jobRoles: roles, designations: titles, locations: places };
}
