/**
 * A page of the projects list computed each row's extras (team, platforms, sprints' scores, the current
 * sprint's work: `project_list_extras`, migration 0390) on every call, about 0.1 ms of the database's time per
 * row, most of a page's cost when every answer is asked anew. They are now kept in `project_list_rows`, one row
 * per project, rebuilt by triggers in the transaction of each statement that writes what they read: a
 * project's scoring unit, its team, its platforms, a member's name or picture, a platform's name, its sprints,
 * and the tasks of its sprints. The lists read the kept text (services/projects/project-extras.ts).
 * Mirrors: schema/projects.ts.
 */
/**
 * Not part of the company's data version (0160) by a trigger of its own: every write to it is made by a trigger of a
 * table that moves the version on in the same transaction.
 */
export const UNVERSIONED_LIST_ROW_TABLES = ['project_list_rows'] as const;

export const up = /* sql */ `
CREATE TABLE "project_list_rows" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"extras" text
);

ALTER TABLE "project_list_rows" ADD CONSTRAINT "project_list_rows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ `
-- The rows locked first (made if missing), then the extras read in a statement of their own: a second transaction
-- writing the same project waits for the first, then reads what it committed. A statement that touches more
-- than 200 projects (a seed, an import) marks their rows stale (NULL) instead: computed one by one there, with the
-- plans of tables still growing in the same transaction, they took seconds per thousand. A list computes a stale
-- row's extras itself until the next write of the project or project_list_rows_fill_stale().
CREATE FUNCTION project_list_rows_refresh(project_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(project_ids) > 200 THEN
    INSERT INTO project_list_rows (project_id, extras)
      SELECT p.id, NULL FROM projects p WHERE p.id = ANY(project_ids) ORDER BY p.id
      ON CONFLICT (project_id) DO UPDATE SET extras = NULL;
    RETURN;
  END IF;
  INSERT INTO project_list_rows (project_id, extras)
    SELECT p.id, NULL FROM projects p WHERE p.id = ANY(project_ids) ORDER BY p.id
    ON CONFLICT (project_id) DO NOTHING;
  PERFORM 1 FROM project_list_rows WHERE project_id = ANY(project_ids) ORDER BY project_id FOR UPDATE;
  WITH fresh AS (SELECT id, project_list_extras(id) AS extras FROM unnest(project_ids) AS id)
  UPDATE project_list_rows kept SET extras = fresh.extras FROM fresh
    WHERE kept.project_id = fresh.id AND kept.extras IS DISTINCT FROM fresh.extras;
END
$$;

-- Fills the stale rows, 200 projects at a time (after a bulk write, once its statistics are fresh).
CREATE FUNCTION project_list_rows_fill_stale() RETURNS void LANGUAGE sql AS $$
  SELECT project_list_rows_refresh(chunk.ids) FROM (
    SELECT array_agg(project_id) AS ids FROM (
      SELECT project_id, (row_number() OVER (ORDER BY project_id) - 1) / 200 AS chunk
      FROM project_list_rows WHERE extras IS NULL) stale
    GROUP BY stale.chunk) chunk;
$$;

-- Each trigger names its statement's rows before_rows (update, delete) and after_rows (insert, update).
CREATE FUNCTION project_list_rows_of_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM project_list_rows_refresh(array_agg(id)) FROM after_rows HAVING count(*) > 0;
  ELSE
    PERFORM project_list_rows_refresh(array_agg(after.id)) FROM after_rows after JOIN before_rows before ON before.id = after.id
      WHERE after.scoring_unit IS DISTINCT FROM before.scoring_unit HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;

-- a team or a platform list: the projects of the rows before and after
CREATE FUNCTION project_list_rows_of_project_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM after_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM before_rows HAVING count(*) > 0;
  ELSE
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM (
      SELECT project_id FROM after_rows UNION SELECT project_id FROM before_rows) touched HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION project_list_rows_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_list_rows_refresh(array_agg(DISTINCT pm.project_id))
    FROM after_rows after JOIN before_rows before ON before.id = after.id
    JOIN project_members pm ON pm.user_id = after.id
    WHERE after.name IS DISTINCT FROM before.name OR after.avatar_url IS DISTINCT FROM before.avatar_url
      OR after.deleted_at IS DISTINCT FROM before.deleted_at
    HAVING count(*) > 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION project_list_rows_of_platforms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_list_rows_refresh(array_agg(DISTINCT pp.project_id))
    FROM after_rows after JOIN before_rows before ON before.id = after.id
    JOIN project_platforms pp ON pp.platform_id = after.id
    WHERE after.name IS DISTINCT FROM before.name
    HAVING count(*) > 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION project_list_rows_of_sprints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM after_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM before_rows HAVING count(*) > 0;
  ELSE
    PERFORM project_list_rows_refresh(array_agg(DISTINCT touched.project_id)) FROM (
      SELECT unnest(ARRAY[after.project_id, before.project_id]) AS project_id
      FROM after_rows after JOIN before_rows before ON before.id = after.id
      WHERE after.project_id <> before.project_id OR after.number <> before.number
        OR after.deleted_at IS DISTINCT FROM before.deleted_at OR after.closed_at IS DISTINCT FROM before.closed_at
        OR after.started_at IS DISTINCT FROM before.started_at OR after.score IS DISTINCT FROM before.score
        OR after.committed_hours IS DISTINCT FROM before.committed_hours
        OR after.committed_points IS DISTINCT FROM before.committed_points
    ) touched HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;

-- only a task in a sprint counts (the current sprint's completed work)
CREATE FUNCTION project_list_rows_of_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM after_rows
      WHERE sprint_id IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM project_list_rows_refresh(array_agg(DISTINCT project_id)) FROM before_rows
      WHERE sprint_id IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM project_list_rows_refresh(array_agg(DISTINCT touched.project_id)) FROM (
      SELECT unnest(ARRAY[after.project_id, before.project_id]) AS project_id
      FROM after_rows after JOIN before_rows before ON before.id = after.id
      WHERE (after.sprint_id IS NOT NULL OR before.sprint_id IS NOT NULL)
        AND (after.sprint_id IS DISTINCT FROM before.sprint_id OR after.project_id <> before.project_id
          OR after.status <> before.status OR after.deleted_at IS DISTINCT FROM before.deleted_at
          OR after.estimate_hours <> before.estimate_hours OR after.story_points IS DISTINCT FROM before.story_points)
    ) touched HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER projects_list_rows_added AFTER INSERT ON projects REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_projects();
CREATE TRIGGER projects_list_rows_changed AFTER UPDATE ON projects REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_projects();
CREATE TRIGGER project_members_list_rows_added AFTER INSERT ON project_members REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER project_members_list_rows_changed AFTER UPDATE ON project_members REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER project_members_list_rows_removed AFTER DELETE ON project_members REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER project_platforms_list_rows_added AFTER INSERT ON project_platforms REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER project_platforms_list_rows_changed AFTER UPDATE ON project_platforms REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER project_platforms_list_rows_removed AFTER DELETE ON project_platforms REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER users_list_rows_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_users();
CREATE TRIGGER platforms_list_rows_changed AFTER UPDATE ON platforms REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_platforms();
CREATE TRIGGER sprints_list_rows_added AFTER INSERT ON sprints REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_sprints();
CREATE TRIGGER sprints_list_rows_changed AFTER UPDATE ON sprints REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_sprints();
CREATE TRIGGER sprints_list_rows_removed AFTER DELETE ON sprints REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_sprints();
CREATE TRIGGER tasks_list_rows_added AFTER INSERT ON tasks REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_tasks();
CREATE TRIGGER tasks_list_rows_changed AFTER UPDATE ON tasks REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_tasks();
CREATE TRIGGER tasks_list_rows_removed AFTER DELETE ON tasks REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_tasks();

-- the projects stored before
INSERT INTO project_list_rows (project_id, extras) SELECT id, NULL FROM projects;
SELECT project_list_rows_fill_stale();
`;
