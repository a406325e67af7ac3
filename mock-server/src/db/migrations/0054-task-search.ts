/**
 * Issue #27: the top bar's search finds tasks by title (each task now has its own page). A trigram index
 * answers `ilike '%…%'` without reading every task, as 0091 does for projects. Mirror: schema/sprints.ts.
 */
export const up = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX tasks_title_trgm ON tasks USING gin (title gin_trgm_ops) WHERE deleted_at IS NULL;
`;
