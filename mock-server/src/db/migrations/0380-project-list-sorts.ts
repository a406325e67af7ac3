/**
 * The projects list sorted by status, end or score read every project of the company and sorted them on each
 * page: a level3 page sorted by score computed the mean of every project's last six closed sprints (0.4 s at
 * 10,000 projects), by status 48 ms. Each sort now has an index in its own order, so a page reads its
 * rows from the index, and the score the list sorts by is kept on the project (`closed_score`), refreshed by a
 * trigger in the transaction of every statement that writes a sprint's score, close, deletion or number.
 * Mirrors: schema/projects.ts.
 */
const END = `coalesce(end_date, (start_date + make_interval(months => recurring_months))::date)`;

export const up = /* sql */ `
ALTER TABLE projects ADD COLUMN closed_score numeric;

-- before the scores are filled in: their update leaves trigger events pending, and no index can be built then;
-- each includes what its order reads, so a deep page steps over its offset in the index alone
CREATE INDEX projects_company_status ON projects (company_id, status, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
CREATE INDEX projects_company_status_desc ON projects (company_id, status DESC, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
CREATE INDEX projects_company_end ON projects (company_id, (${END}) NULLS LAST, lower(name), id) INCLUDE (name, end_date, start_date, recurring_months) WHERE deleted_at IS NULL;
CREATE INDEX projects_company_end_desc ON projects (company_id, (${END}) DESC NULLS LAST, lower(name), id) INCLUDE (name, end_date, start_date, recurring_months) WHERE deleted_at IS NULL;
CREATE INDEX projects_company_score ON projects (company_id, closed_score NULLS LAST, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;
CREATE INDEX projects_company_score_desc ON projects (company_id, closed_score DESC NULLS LAST, lower(name), id) INCLUDE (name) WHERE deleted_at IS NULL;

-- the projects locked first, then the scores read in a statement of their own: a second transaction closing a
-- sprint of the same project waits for the first and reads its sprint once it committed
CREATE FUNCTION project_closed_scores_refresh(project_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR UPDATE;
  WITH fresh AS (
    SELECT p.id, (SELECT avg(recent.score) FROM (
      SELECT s.score FROM sprints s
      WHERE s.project_id = p.id AND s.closed_at IS NOT NULL AND s.deleted_at IS NULL AND s.score IS NOT NULL
      ORDER BY s.number DESC LIMIT 6) recent) AS score
    FROM projects p WHERE p.id = ANY(project_ids)
  )
  UPDATE projects SET closed_score = fresh.score FROM fresh
    WHERE projects.id = fresh.id AND projects.closed_score IS DISTINCT FROM fresh.score;
$$;
SELECT project_closed_scores_refresh(array_agg(id)) FROM projects;

CREATE FUNCTION project_closed_scores_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_closed_scores_refresh(array_agg(DISTINCT project_id)) FROM added_sprints
    WHERE closed_at IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END
$$;
CREATE FUNCTION project_closed_scores_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_closed_scores_refresh(array_agg(DISTINCT touched.project_id)) FROM (
    SELECT after.project_id FROM changed_after after JOIN changed_before before ON before.id = after.id
      WHERE after.score IS DISTINCT FROM before.score OR after.closed_at IS DISTINCT FROM before.closed_at
        OR after.deleted_at IS DISTINCT FROM before.deleted_at OR after.number <> before.number
        OR after.project_id <> before.project_id
    UNION
    SELECT before.project_id FROM changed_after after JOIN changed_before before ON before.id = after.id
      WHERE after.project_id <> before.project_id
  ) touched HAVING count(*) > 0;
  RETURN NULL;
END
$$;
CREATE FUNCTION project_closed_scores_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_closed_scores_refresh(array_agg(DISTINCT project_id)) FROM removed_sprints
    WHERE closed_at IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER sprints_scores_added AFTER INSERT ON sprints REFERENCING NEW TABLE AS added_sprints FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_added();
CREATE TRIGGER sprints_scores_changed AFTER UPDATE ON sprints REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_changed();
CREATE TRIGGER sprints_scores_removed AFTER DELETE ON sprints REFERENCING OLD TABLE AS removed_sprints FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_removed();

`;
