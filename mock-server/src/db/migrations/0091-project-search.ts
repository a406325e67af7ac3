/**
 * Issue #13: project search (`ilike '%…%'` on name and description) counts its matches from trigram
 * indexes instead of reading every project of the company: 13–24 ms → ~2 ms at 10,000 projects on the
 * bench database. Migration 0090 found that neither engine chose such indexes; they do once
 * `random_page_cost` says what this database is (in memory or on SSD: 1.1, set for each connection in
 * db/client.ts), and not before, as the planner priced a bitmap scan of 100 pages as random reads from a
 * spinning disk. Patterns shorter than three characters still read the company's projects: a trigram
 * index cannot answer them. Mirrors: schema/projects.ts.
 */
export const up = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX projects_name_trgm ON projects USING gin (name gin_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX projects_description_trgm ON projects USING gin (description gin_trgm_ops) WHERE deleted_at IS NULL;
`;
