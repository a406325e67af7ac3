/**
 * Issue #48: a TV link works for a term chosen when it is made (at most a year), and stops with its
 * creator's level3. Links made before this had no end: they get 90 days from this migration. Mirrors:
 * schema/kpi.ts.
 */
export const up = /* sql */ `
ALTER TABLE kpi_tv_links ADD COLUMN expires_at timestamptz;
UPDATE kpi_tv_links SET expires_at = now() + interval '90 days';
ALTER TABLE kpi_tv_links ALTER COLUMN expires_at SET NOT NULL;
`;
