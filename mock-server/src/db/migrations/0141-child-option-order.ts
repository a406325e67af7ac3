/**
 * Issue #33, company settings: blocks (within their location) and activity types (within their job role)
 * keep the order the admin gives them and may be retired, like the named lists of 0133. Existing entries
 * start in name order within their parent. Mirrors: schema/core.ts.
 */
const orderAndRetire = (table: string, parent: string) => `
ALTER TABLE ${table}
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN retired_at timestamptz;
UPDATE ${table} SET position = ranked.n
  FROM (SELECT id, row_number() OVER (PARTITION BY ${parent} ORDER BY lower(name), id) AS n FROM ${table}) AS ranked
  WHERE ${table}.id = ranked.id;
`;

export const up = /* sql */ `
${orderAndRetire('blocks', 'location_id')}
${orderAndRetire('activity_types', 'job_role_id')}
`;
