/**
 * Issue #51: the Overview's live work summed the kept counts of every open sprint of the company (migration 0490)
 * and sorted the projects by them with each answer: 10,057 sprints of 10,005 projects at full scale, an admin's
 * answer the slowest of the screens' questions. Each project's sums over its open sprints are now kept in
 * `project_live_work`, with its name and whether it is deleted, so that a page is the first entries of an index in
 * the card's order and the counts are read from the same entries. Statement triggers keep it in the writing
 * transaction: on `sprint_live_work` (moved by the tasks' triggers), which now says whether its sprint is open,
 * moved by a trigger on sprints; and on projects (renamed, deleted or restored). The open sprints' index of 0480,
 * which only the old sum read, goes. Mirrors: schema/sprints.ts.
 */

/**
 * Not part of the company's data version (0160) by a trigger of its own: only the triggers of tasks, sprints and
 * projects write it, and their writes move the version on in the same transaction.
 */
export const UNVERSIONED_PROJECT_LIVE_WORK_TABLES = ['project_live_work'] as const;
export const up = /* sql */ `
CREATE TABLE "project_live_work" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"listed" boolean NOT NULL,
	"in_progress" integer NOT NULL,
	"stuck" integer NOT NULL
);

DROP INDEX "sprints_company_open";
ALTER TABLE "sprint_live_work" ADD COLUMN "sprint_open" boolean DEFAULT true NOT NULL;
ALTER TABLE "project_live_work" ADD CONSTRAINT "project_live_work_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "project_live_work" ADD CONSTRAINT "project_live_work_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "project_live_work_page" ON "project_live_work" USING btree ("company_id","stuck" DESC NULLS FIRST,"in_progress" DESC NULLS FIRST,lower("name"),"project_id") WHERE listed AND (in_progress > 0 OR stuck > 0);
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ `
-- A sprint's rows say whether it is open. A new row reads its sprint, locked against a concurrent close or reopen,
-- which then waits for this transaction and moves the row it finds; a close that came first is read as committed.
CREATE FUNCTION sprint_live_work_sprint_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT closed_at IS NULL AND deleted_at IS NULL INTO NEW.sprint_open FROM sprints WHERE id = NEW.sprint_id FOR SHARE;
  RETURN NEW;
END
$$;

-- Moved by what a statement changed, not recounted: each row of an open sprint adds its counts to its project's, each
-- that was subtracts them. An upsert adding a delta is exact when two transactions write one project at once (the
-- second waits for the first's row lock, then adds to what it committed); rows are taken in key order, so two writers
-- lock them in the same order. A project's first row takes its company, name and state from the project; a project
-- removed in the same statement is not found and gets none.
CREATE FUNCTION project_live_work_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_live_work AS kept (project_id, company_id, name, listed, in_progress, stuck)
      SELECT p.id, p.company_id, p.name, p.deleted_at IS NULL, moved.in_progress, moved.stuck FROM (
        SELECT project_id, sum(in_progress)::int AS in_progress, sum(stuck)::int AS stuck FROM after_rows
          WHERE sprint_open GROUP BY project_id HAVING sum(in_progress) <> 0 OR sum(stuck) <> 0
      ) moved
        JOIN projects p ON p.id = moved.project_id
        ORDER BY p.id
      ON CONFLICT (project_id) DO UPDATE
        SET in_progress = kept.in_progress + excluded.in_progress, stuck = kept.stuck + excluded.stuck;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE project_live_work kept
      SET in_progress = kept.in_progress - moved.in_progress, stuck = kept.stuck - moved.stuck
      FROM (
        SELECT project_id, sum(in_progress)::int AS in_progress, sum(stuck)::int AS stuck FROM before_rows
          WHERE sprint_open GROUP BY project_id HAVING sum(in_progress) <> 0 OR sum(stuck) <> 0
      ) moved
      WHERE kept.project_id = moved.project_id;
    RETURN NULL;
  END IF;
  -- an update: what the open sprints' rows hold now less what they held
  INSERT INTO project_live_work AS kept (project_id, company_id, name, listed, in_progress, stuck)
    SELECT p.id, p.company_id, p.name, p.deleted_at IS NULL, moved.in_progress, moved.stuck FROM (
      SELECT project_id, sum(in_progress)::int AS in_progress, sum(stuck)::int AS stuck FROM (
        SELECT project_id, in_progress, stuck FROM after_rows WHERE sprint_open
        UNION ALL
        SELECT project_id, -in_progress, -stuck FROM before_rows WHERE sprint_open
      ) changed
        GROUP BY project_id HAVING sum(in_progress) <> 0 OR sum(stuck) <> 0
    ) moved
      JOIN projects p ON p.id = moved.project_id
      ORDER BY p.id
    ON CONFLICT (project_id) DO UPDATE
      SET in_progress = kept.in_progress + excluded.in_progress, stuck = kept.stuck + excluded.stuck;
  RETURN NULL;
END
$$;

-- A sprint closed, reopened, deleted or restored: its rows say so, and their trigger moves the project's counts.
CREATE FUNCTION sprint_live_work_sprints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sprint_live_work kept SET sprint_open = changed.sprint_open
    FROM (
      SELECT now_.id, now_.closed_at IS NULL AND now_.deleted_at IS NULL AS sprint_open
        FROM after_rows now_ JOIN before_rows was ON was.id = now_.id
        WHERE (now_.closed_at IS NULL AND now_.deleted_at IS NULL) <> (was.closed_at IS NULL AND was.deleted_at IS NULL)
    ) changed
    WHERE kept.sprint_id = changed.id;
  RETURN NULL;
END
$$;

-- A project renamed, deleted or restored: its row follows, for the page's order and who may see it.
CREATE FUNCTION project_live_work_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_live_work kept SET name = now_.name, listed = now_.deleted_at IS NULL
    FROM after_rows now_ JOIN before_rows was ON was.id = now_.id
    WHERE kept.project_id = now_.id
      AND (now_.name IS DISTINCT FROM was.name OR (now_.deleted_at IS NULL) <> (was.deleted_at IS NULL));
  RETURN NULL;
END
$$;

UPDATE sprint_live_work kept SET sprint_open = s.closed_at IS NULL AND s.deleted_at IS NULL
  FROM sprints s WHERE s.id = kept.sprint_id;

INSERT INTO project_live_work (project_id, company_id, name, listed, in_progress, stuck)
  SELECT p.id, p.company_id, p.name, p.deleted_at IS NULL, sum(w.in_progress)::int, sum(w.stuck)::int
    FROM sprint_live_work w JOIN projects p ON p.id = w.project_id
    WHERE w.sprint_open
    GROUP BY p.id;
-- read by a statement planned once for any caller: planned on the rows it holds, not on an empty table's guess
ANALYZE project_live_work;

CREATE TRIGGER sprint_live_work_sprint_open BEFORE INSERT ON sprint_live_work FOR EACH ROW EXECUTE FUNCTION sprint_live_work_sprint_open();
CREATE TRIGGER sprint_live_work_added AFTER INSERT ON sprint_live_work REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_live_work_move();
CREATE TRIGGER sprint_live_work_changed AFTER UPDATE ON sprint_live_work REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_live_work_move();
CREATE TRIGGER sprint_live_work_removed AFTER DELETE ON sprint_live_work REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION project_live_work_move();
CREATE TRIGGER sprints_live_work_changed AFTER UPDATE ON sprints REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION sprint_live_work_sprints();
CREATE TRIGGER projects_live_work_changed AFTER UPDATE ON projects REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_live_work_projects();
`;
