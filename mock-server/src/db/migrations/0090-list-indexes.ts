/**
 * Issue #13: the list endpoints stay index-backed at scale (10,000 projects, 1,000 peers, 200,000 tasks,
 * 50,000 posts; `npm run bench:api`, `src/testing/list-indexes.test.ts`). Each page walks an index in its
 * sort order (the order ends with the id, so it is a total order, ready for keyset paging) and each
 * exact total is an index-only count. Search (`ilike '%…%'`) still reads the company's projects:
 * trigram indexes were tried and neither engine chose them at this size, so they are not worth an extension.
 * Mirrors: schema/projects.ts, schema/core.ts, schema/feeds.ts.
 */
export const up = /* sql */ `
-- exact totals as index-only counts: one small (deduplicated) entry per live row
CREATE INDEX projects_company_live ON projects (company_id) WHERE deleted_at IS NULL;
CREATE INDEX users_company_live ON users (company_id) WHERE deleted_at IS NULL;
CREATE INDEX feed_posts_company ON feed_posts (company_id);

-- the sidebar (every visible project's id and name, by name) straight from the index
CREATE INDEX projects_company_name_id ON projects (company_id, name) INCLUDE (id) WHERE deleted_at IS NULL;
DROP INDEX projects_company_name;

-- the project list's default order (name, case-insensitive, then id)
CREATE INDEX projects_company_lower_name ON projects (company_id, lower(name), id) WHERE deleted_at IS NULL;
CREATE INDEX projects_company_start_date ON projects (company_id, start_date, lower(name), id) WHERE deleted_at IS NULL;

-- the directory's default order (name, case-insensitive, then id) and its count
CREATE INDEX users_company_lower_name ON users (company_id, lower(name), id) WHERE deleted_at IS NULL;
`;
