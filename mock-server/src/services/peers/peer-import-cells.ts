import { and, eq, isNull } from 'drizzle-orm';
import { LEVELS, PEER_IMPORT_COLUMNS, type Level, type PeerImportColumn } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { designations, jobRoles, locations, users } from '../../db/schema/core.js';
import { spellingsOf } from '../../messages/messages.js';
import { sideBySide } from '../../db/side-by-side.js';

const fold = (cell: string) => cell.toLowerCase().replace(/[\s._-]/g, '');

/**
 * Header spellings people use, folded (lower case; spaces, dashes, dots and underscores left out), and the
 * template's headers in each of the portal's languages, so a template downloaded in German imports as it is.
 */
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
  hiredate: 'hireDate',
  startdate: 'hireDate',
  dateofhire: 'hireDate',
  manager: 'manager',
  manageremail: 'manager',
  reportsto: 'manager',
  ...Object.fromEntries(
    PEER_IMPORT_COLUMNS.flatMap((column) =>
      spellingsOf(`peerImport.column.${column}`).map((spelling) => [fold(spelling), column]),
    ),
  ),
};

export const foldHeader = (cell: string): PeerImportColumn | null => HEADER_ALIASES[fold(cell)] ?? null;

/** Level names, spaces left out: level1–3, 1–3, member, manager, admin, and each level's name in every language. */
const LEVEL_NAMES: Record<string, Level> = {
  '1': 'level1',
  member: 'level1',
  '2': 'level2',
  manager: 'level2',
  '3': 'level3',
  admin: 'level3',
  ...Object.fromEntries(
    [
      ...LEVELS.flatMap((level) => [level, ...spellingsOf(`level.${level}`)].map((name) => [name, level] as const)),
      ...spellingsOf('peerImport.managerLevel').map((name) => [name, 'level2'] as const),
    ].map(([name, level]) => [name.toLowerCase().replace(/\s/g, ''), level]),
  ),
};

/** The level a cell names (any case, any of the portal's languages); empty is level1, the least access. */
export function levelOf(cell: string): Level | null {
  const folded = cell.toLowerCase().replace(/\s/g, '');
  if (folded === '') return 'level1';
  return LEVEL_NAMES[folded] ?? null;
}

/** An entry of an option list by its lower-cased name; a retired one is no longer offered, and a sheet is told so. */
export type OptionName = { id: string; retired: boolean };

/** The company's option lists a sheet may name, by lower-cased name. */
export type OptionNames = {
  jobRoles: Map<string, OptionName>;
  designations: Map<string, OptionName>;
  locations: Map<string, OptionName>;
};

/** The company's live peers by lower-cased email: who a sheet's manager column may name. */
export async function peerEmailsOf(orm: Orm, companyId: string): Promise<Map<string, string>> {
  const rows = await orm
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

export async function optionNamesOf(orm: Orm, companyId: string): Promise<OptionNames> {
  const byName = async (table: typeof jobRoles | typeof designations | typeof locations) =>
    new Map(
      (
        await orm
          .select({ id: table.id, name: table.name, retiredAt: table.retiredAt })
          .from(table)
          .where(eq(table.companyId, companyId))
      ).map((row) => [row.name.toLowerCase(), { id: row.id, retired: row.retiredAt !== null }]),
    );
  const [roles, titles, places] = await sideBySide(orm, [
    async () => byName(jobRoles),
    async () => byName(designations),
    async () => byName(locations),
  ]);
  return { jobRoles: roles, designations: titles, locations: places };
}
