/**
 * Issue #35: the sidebar's list of every project a company has (10,000 names) was built from the projects
 * on every call, and a level3 projects page counted them all: most of both routes' time. Both now live in
 * one row per company, rebuilt by a trigger in the same transaction as each statement that adds, renames,
 * deletes or restores a project (so they are exact, and nothing can write a project without them), filled
 * here from the projects already stored. `names` is the sidebar's JSON as services/project-access.ts built
 * it. Mirrors: schema/projects.ts.
 */
export const up = /* sql */ `
CREATE TABLE company_project_lists (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  projects integer NOT NULL CHECK (projects >= 0),
  names text NOT NULL
);

-- the row is rebuilt, not incremented: two transactions writing one company's projects take turns (a lock
-- per company, held to commit), and the second reads the projects after the first committed, with a
-- fresh snapshot for its next statement (a volatile function's), so neither writes a list that misses
-- the other's project
CREATE FUNCTION company_project_lists_rebuild(company_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(132, hashtext(c.id::text)) FROM unnest(company_ids) AS c(id) ORDER BY c.id;
  INSERT INTO company_project_lists (company_id, projects, names)
    SELECT c.id,
      (SELECT count(*) FROM projects p WHERE p.company_id = c.id AND p.deleted_at IS NULL),
      (SELECT coalesce(json_agg(json_build_object('_id', visible.id, 'name', visible.name)), '[]')::text
        FROM (SELECT p.id, p.name FROM projects p WHERE p.company_id = c.id AND p.deleted_at IS NULL ORDER BY p.name) visible)
    FROM unnest(company_ids) AS c(id)
    WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.id)
  ON CONFLICT (company_id) DO UPDATE SET projects = excluded.projects, names = excluded.names;
$$;
SELECT company_project_lists_rebuild(array_agg(id)) FROM companies;

-- once per statement, from the rows it wrote: a bulk insert (an import, the bench's 10,000 projects)
-- rebuilds each company's row once; an update rebuilds only when a name or a deletion changed
CREATE FUNCTION company_project_lists_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_project_lists_rebuild(array_agg(DISTINCT company_id)) FROM added_projects;
  RETURN NULL;
END
$$;
CREATE FUNCTION company_project_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_project_lists_rebuild(array_agg(DISTINCT touched.company_id)) FROM (
    SELECT after.company_id FROM changed_after after JOIN changed_before before ON before.id = after.id
      WHERE after.name IS DISTINCT FROM before.name OR after.deleted_at IS DISTINCT FROM before.deleted_at OR after.company_id <> before.company_id
    UNION
    SELECT before.company_id FROM changed_after after JOIN changed_before before ON before.id = after.id WHERE after.company_id <> before.company_id
  ) touched HAVING count(*) > 0;
  RETURN NULL;
END
$$;
CREATE FUNCTION company_project_lists_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_project_lists_rebuild(array_agg(DISTINCT company_id)) FROM removed_projects;
  RETURN NULL;
END
$$;
CREATE TRIGGER projects_lists_added AFTER INSERT ON projects REFERENCING NEW TABLE AS added_projects FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_added();
CREATE TRIGGER projects_lists_changed AFTER UPDATE ON projects REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_changed();
CREATE TRIGGER projects_lists_removed AFTER DELETE ON projects REFERENCING OLD TABLE AS removed_projects FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_removed();
`;
