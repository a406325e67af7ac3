/**
 * Issue #33, company settings: the named option lists (job roles, designations, locations, platforms) keep
 * the order the admin gives them and may be retired (kept on the records that use them, no longer offered);
 * the company gets a logo (a content-hashed picture in `avatars`). Existing entries start in name order.
 * Mirrors: schema/core.ts.
 */
const orderAndRetire = (table: string) => `
ALTER TABLE ${table}
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN retired_at timestamptz;
UPDATE ${table} SET position = ranked.n
  FROM (SELECT id, row_number() OVER (PARTITION BY company_id ORDER BY lower(name), id) AS n FROM ${table}) AS ranked
  WHERE ${table}.id = ranked.id;
`;

export const up = /* sql */ `
${orderAndRetire('job_roles')}
${orderAndRetire('designations')}
${orderAndRetire('locations')}
${orderAndRetire('platforms')}
ALTER TABLE companies ADD COLUMN logo_url text;
`;
