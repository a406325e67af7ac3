/**
 * Issue #51: People Availability's "ready to on-board" summed the estimated hours of every task of the company's
 * active peers in the sprints of its twelve weeks: 200,663 tasks at full scale, most of the answer's time spent
 * joining and grouping them by peer and sprint dates. What that grouping gives (2,300
 * rows at full scale: a company's sprints share a few spans of dates) is now kept in `assignee_span_hours`: each
 * assignee's hours per span of sprint dates, counting the tasks not deleted in sprints and projects not deleted.
 * Statement triggers move it in the writing transaction, as migration 0490 keeps the live work: on tasks (a task
 * added, re-estimated, given to someone else, moved, deleted or restored), on sprints (new dates, deleted or
 * restored) and on projects (deleted or restored). The heatmap, ready to on-board and a stuck task's helpers read
 * a peer's rows in their weeks. Mirrors: schema/sprints.ts.
 */

/**
 * Not part of the company's data version (0160) by a trigger of its own: only the triggers of tasks, sprints and
 * projects write it, and their writes move the version on in the same transaction.
 */
export const UNVERSIONED_SPAN_HOURS_TABLES = ['assignee_span_hours'] as const;
export const up = /* sql */ `
CREATE TABLE "assignee_span_hours" (
	"company_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours" numeric(12, 2) NOT NULL,
	CONSTRAINT "assignee_span_hours_company_id_assignee_id_start_date_end_date_pk" PRIMARY KEY("company_id","assignee_id","start_date","end_date")
);

ALTER TABLE "assignee_span_hours" ADD CONSTRAINT "assignee_span_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "assignee_span_hours" ADD CONSTRAINT "assignee_span_hours_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ `
-- Every trigger below adds a delta by upsert: exact when two transactions write one peer's span at once (the second
-- waits for the first's row lock, then adds to what it committed); rows are taken in key order, so two writers lock
-- them in the same order. A write that moves no hours (a task's status, a sprint's name) adds nothing.

-- A company's rows counted again from its tasks: after a sprint or project is removed for good, whose tasks went in
-- the same statement (their triggers could no longer see the sprint's dates). The product only ever soft-deletes.
CREATE FUNCTION assignee_span_hours_recount(company_ids uuid[]) RETURNS void LANGUAGE sql AS $fn$
  DELETE FROM assignee_span_hours WHERE company_id = ANY (company_ids);
  INSERT INTO assignee_span_hours (company_id, assignee_id, start_date, end_date, hours)
    SELECT t.company_id, t.assignee_id, s.start_date, s.end_date, sum(t.estimate_hours)
      FROM tasks t
      JOIN sprints s ON s.id = t.sprint_id AND s.deleted_at IS NULL
      JOIN projects p ON p.id = t.project_id AND p.deleted_at IS NULL
      WHERE t.company_id = ANY (company_ids) AND t.assignee_id IS NOT NULL AND t.deleted_at IS NULL
      GROUP BY t.company_id, t.assignee_id, s.start_date, s.end_date;
$fn$;

-- Tasks: what came in less what left, at their sprints' dates, for the tasks that count (assigned, not deleted, in a
-- sprint and a project not deleted).
CREATE FUNCTION assignee_span_hours_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO assignee_span_hours AS kept (company_id, assignee_id, start_date, end_date, hours)
      SELECT t.company_id, t.assignee_id, s.start_date, s.end_date, sum(t.estimate_hours)
        FROM after_rows t
        JOIN sprints s ON s.id = t.sprint_id AND s.deleted_at IS NULL
        JOIN projects p ON p.id = t.project_id AND p.deleted_at IS NULL
        WHERE t.assignee_id IS NOT NULL AND t.deleted_at IS NULL
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, assignee_id, start_date, end_date) DO UPDATE SET hours = kept.hours + excluded.hours;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO assignee_span_hours AS kept (company_id, assignee_id, start_date, end_date, hours)
      SELECT t.company_id, t.assignee_id, s.start_date, s.end_date, -sum(t.estimate_hours)
        FROM before_rows t
        JOIN sprints s ON s.id = t.sprint_id AND s.deleted_at IS NULL
        JOIN projects p ON p.id = t.project_id AND p.deleted_at IS NULL
        WHERE t.assignee_id IS NOT NULL AND t.deleted_at IS NULL
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, assignee_id, start_date, end_date) DO UPDATE SET hours = kept.hours + excluded.hours;
  ELSE
    INSERT INTO assignee_span_hours AS kept (company_id, assignee_id, start_date, end_date, hours)
      SELECT t.company_id, t.assignee_id, s.start_date, s.end_date, sum(t.hours)
        FROM (
          SELECT company_id, assignee_id, sprint_id, project_id, estimate_hours AS hours
            FROM after_rows WHERE assignee_id IS NOT NULL AND deleted_at IS NULL
          UNION ALL
          SELECT company_id, assignee_id, sprint_id, project_id, -estimate_hours
            FROM before_rows WHERE assignee_id IS NOT NULL AND deleted_at IS NULL
        ) t
        JOIN sprints s ON s.id = t.sprint_id AND s.deleted_at IS NULL
        JOIN projects p ON p.id = t.project_id AND p.deleted_at IS NULL
        GROUP BY 1, 2, 3, 4 HAVING sum(t.hours) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, assignee_id, start_date, end_date) DO UPDATE SET hours = kept.hours + excluded.hours;
  END IF;
  RETURN NULL;
END
$$;

-- Sprints: a sprint whose dates changed, or that was deleted or restored, moves its tasks' hours from the span it
-- had to the span it has (each side only while the sprint is not deleted).
CREATE FUNCTION assignee_span_hours_sprints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM assignee_span_hours_recount(array(SELECT DISTINCT company_id FROM before_rows));
    RETURN NULL;
  END IF;
  INSERT INTO assignee_span_hours AS kept (company_id, assignee_id, start_date, end_date, hours)
    SELECT t.company_id, t.assignee_id, moved.start_date, moved.end_date, sum(t.estimate_hours * moved.sign)
      FROM (
        SELECT a.id, a.start_date, a.end_date, 1 AS sign FROM after_rows a JOIN before_rows b ON b.id = a.id
          WHERE a.deleted_at IS NULL
            AND (a.start_date, a.end_date, b.deleted_at IS NULL) IS DISTINCT FROM (b.start_date, b.end_date, true)
        UNION ALL
        SELECT b.id, b.start_date, b.end_date, -1 FROM before_rows b JOIN after_rows a ON a.id = b.id
          WHERE b.deleted_at IS NULL
            AND (a.start_date, a.end_date, a.deleted_at IS NULL) IS DISTINCT FROM (b.start_date, b.end_date, true)
      ) moved
      JOIN tasks t ON t.sprint_id = moved.id AND t.deleted_at IS NULL AND t.assignee_id IS NOT NULL
      JOIN projects p ON p.id = t.project_id AND p.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(t.estimate_hours * moved.sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, assignee_id, start_date, end_date) DO UPDATE SET hours = kept.hours + excluded.hours;
  RETURN NULL;
END
$$;

-- Projects: a project deleted takes its tasks' hours away, restored gives them back.
CREATE FUNCTION assignee_span_hours_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM assignee_span_hours_recount(array(SELECT DISTINCT company_id FROM before_rows));
    RETURN NULL;
  END IF;
  INSERT INTO assignee_span_hours AS kept (company_id, assignee_id, start_date, end_date, hours)
    SELECT t.company_id, t.assignee_id, s.start_date, s.end_date, sum(t.estimate_hours * moved.sign)
      FROM (
        SELECT a.id, CASE WHEN a.deleted_at IS NULL THEN 1 ELSE -1 END AS sign
          FROM after_rows a JOIN before_rows b ON b.id = a.id
          WHERE (a.deleted_at IS NULL) <> (b.deleted_at IS NULL)
      ) moved
      JOIN tasks t ON t.project_id = moved.id AND t.deleted_at IS NULL AND t.assignee_id IS NOT NULL
      JOIN sprints s ON s.id = t.sprint_id AND s.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(t.estimate_hours * moved.sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, assignee_id, start_date, end_date) DO UPDATE SET hours = kept.hours + excluded.hours;
  RETURN NULL;
END
$$;

SELECT assignee_span_hours_recount(array(SELECT id FROM companies));

CREATE TRIGGER tasks_span_hours_added AFTER INSERT ON tasks REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_tasks();
CREATE TRIGGER tasks_span_hours_changed AFTER UPDATE ON tasks REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_tasks();
CREATE TRIGGER tasks_span_hours_removed AFTER DELETE ON tasks REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_tasks();
CREATE TRIGGER sprints_span_hours_changed AFTER UPDATE ON sprints REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_sprints();
CREATE TRIGGER sprints_span_hours_removed AFTER DELETE ON sprints REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_sprints();
CREATE TRIGGER projects_span_hours_changed AFTER UPDATE ON projects REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_projects();
CREATE TRIGGER projects_span_hours_removed AFTER DELETE ON projects REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION assignee_span_hours_projects();
`;
