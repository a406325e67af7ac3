/**
 * Issue #33: a company of its own. A workspace is created with its time zone and working week (0 Sunday
 * to 6 Saturday; Monday to Friday unless the admin changes it). Mirrors: schema/core.ts.
 */
export const up = /* sql */ `
ALTER TABLE companies
  ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN working_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5}',
  ADD CONSTRAINT companies_working_days_check CHECK (cardinality(working_days) BETWEEN 1 AND 7 AND working_days <@ '{0,1,2,3,4,5,6}'::smallint[]);
`;
