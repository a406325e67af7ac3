/**
 * Issue #35: a projects page by name or start date picks its ids from the index alone. An index on
 * `lower(name)` cannot answer a query by itself unless it also holds `name` (PostgreSQL checks the columns an
 * expression reads), so a deep page read a table row for every entry it stepped over; with `name` included it
 * reads the index only (figures in docs/performance.md). Same names and keys as before, rebuilt with INCLUDE (name).
 * Mirrors: schema/projects.ts (drizzle has no spelling for INCLUDE).
 */
export const up = /* sql */ `
DROP INDEX projects_company_lower_name;
CREATE INDEX projects_company_lower_name ON projects (company_id, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
DROP INDEX projects_company_start_date;
CREATE INDEX projects_company_start_date ON projects (company_id, start_date, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
`;
