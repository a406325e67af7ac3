/**
 * Issue #51: a level3 page of the projects list filtered by status counted its matches with every page (a window
 * count over the company's projects of that status: 2,000 of the bench's 10,000, every one of them read from the
 * table, most of the database's time in a projects page asked anew). Each company's number of live projects per
 * status is now kept in `company_project_status_counts`, moved by statement triggers on projects in the same
 * transaction as the write, as migration 0132 keeps the unfiltered count. Mirrors: schema/projects.ts.
 */

/**
 * Not part of the company's data version (0160) by a trigger of its own: only the triggers of projects write it,
 * and a write of projects moves the version on in the same transaction.
 */
export const UNVERSIONED_STATUS_COUNT_TABLES = ['company_project_status_counts'] as const;

export const up = /* sql */ `
CREATE TABLE "company_project_status_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"projects" integer NOT NULL,
	CONSTRAINT "company_project_status_counts_pkey" PRIMARY KEY("company_id","status")
);

ALTER TABLE "company_project_status_counts" ADD CONSTRAINT "company_project_status_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ `
-- Moved by what a statement changed, not recounted: an upsert adding a delta is exact when two transactions
-- write one company at once (the second waits for the first's row lock, then adds to what it committed). Rows are
-- taken in key order, so two writers of several statuses lock them in the same order. A company deleted in the
-- same statement (its projects removed by the cascade) has nothing left to count.
CREATE FUNCTION company_project_status_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_project_status_counts AS kept (company_id, status, projects)
      SELECT moved.company_id, moved.status, count(*) FROM after_rows moved
        WHERE moved.deleted_at IS NULL AND EXISTS (SELECT 1 FROM companies WHERE companies.id = moved.company_id)
        GROUP BY moved.company_id, moved.status ORDER BY moved.company_id, moved.status
      ON CONFLICT (company_id, status) DO UPDATE SET projects = kept.projects + excluded.projects;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE company_project_status_counts kept SET projects = kept.projects - moved.projects
      FROM (SELECT company_id, status, count(*) AS projects FROM before_rows WHERE deleted_at IS NULL
        GROUP BY company_id, status) moved
      WHERE kept.company_id = moved.company_id AND kept.status = moved.status;
    RETURN NULL;
  END IF;
  -- an update: what left each (company, status) and what came in, rows whose three columns did not change left out
  INSERT INTO company_project_status_counts AS kept (company_id, status, projects)
    SELECT moved.company_id, moved.status, sum(moved.delta) FROM (
      SELECT after.company_id, after.status, 1 AS delta FROM after_rows after JOIN before_rows before ON before.id = after.id
        WHERE after.deleted_at IS NULL AND (before.deleted_at IS NOT NULL OR before.status <> after.status OR before.company_id <> after.company_id)
      UNION ALL
      SELECT before.company_id, before.status, -1 FROM after_rows after JOIN before_rows before ON before.id = after.id
        WHERE before.deleted_at IS NULL AND (after.deleted_at IS NOT NULL OR before.status <> after.status OR before.company_id <> after.company_id)
    ) moved
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = moved.company_id)
      GROUP BY moved.company_id, moved.status HAVING sum(moved.delta) <> 0 ORDER BY moved.company_id, moved.status
    ON CONFLICT (company_id, status) DO UPDATE SET projects = kept.projects + excluded.projects;
  RETURN NULL;
END
$$;

INSERT INTO company_project_status_counts (company_id, status, projects)
  SELECT company_id, status, count(*) FROM projects WHERE deleted_at IS NULL GROUP BY company_id, status;

CREATE TRIGGER projects_status_counts_added AFTER INSERT ON projects REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION company_project_status_counts_move();
CREATE TRIGGER projects_status_counts_changed AFTER UPDATE ON projects REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION company_project_status_counts_move();
CREATE TRIGGER projects_status_counts_removed AFTER DELETE ON projects REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION company_project_status_counts_move();
`;
