/**
 * An option's name is unique in its list whatever its case ("developer" beside "Developer" was taken as a
 * second job role). Names that differ only in case before this migration keep the first and number the
 * others ("developer (2)"), so the index can be built. Mirrors: schema/core.ts.
 */
const LISTS: ReadonlyArray<{ table: string; scope: string; index: string }> = [
  { table: 'job_roles', scope: 'company_id', index: 'job_roles_company_name' },
  { table: 'designations', scope: 'company_id', index: 'designations_company_name' },
  { table: 'locations', scope: 'company_id', index: 'locations_company_name' },
  { table: 'blocks', scope: 'location_id', index: 'blocks_location_name' },
  { table: 'platforms', scope: 'company_id', index: 'platforms_company_name' },
  { table: 'activity_types', scope: 'job_role_id', index: 'activity_types_role_name' },
];

export const up = LISTS.map(
  ({ table, scope, index }) => /* sql */ `
UPDATE ${table} SET name = ${table}.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY ${scope}, lower(name) ORDER BY name, id) AS n FROM ${table}) d
  WHERE d.id = ${table}.id AND d.n > 1;
DROP INDEX ${index};
CREATE UNIQUE INDEX ${index} ON ${table} (${scope}, lower(name));`,
).join('\n');
