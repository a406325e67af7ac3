/**
 * Issue #51: the Overview's live work (the projects with tasks in progress or stuck in open sprints, most stuck
 * first) counted every such task of the company with each answer: 60,013 tasks of 10,005 projects at full scale,
 * nearly all of its time the grouping. Each sprint's counts per project are now kept in `sprint_live_work`, moved
 * by statement triggers on tasks in the same transaction as the write, as migration 0420 keeps the projects'
 * counts; the widget sums the open sprints' rows. A sprint closed or reopened needs no trigger: the widget joins
 * the open sprints (migration 0480). The index of 0470, which only that count read, goes. Mirrors:
 * schema/sprints.ts.
 */

/**
 * Not part of the company's data version (0160) by a trigger of its own: only the triggers of tasks write it,
 * and a write of tasks moves the version on in the same transaction.
 */
export const UNVERSIONED_LIVE_WORK_TABLES = ['sprint_live_work'] as const;
export const up = /* sql */ `
CREATE TABLE "sprint_live_work" (
	"sprint_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"in_progress" integer NOT NULL,
	"stuck" integer NOT NULL,
	CONSTRAINT "sprint_live_work_sprint_id_project_id_pk" PRIMARY KEY("sprint_id","project_id")
);

DROP INDEX "tasks_live_work";
ALTER TABLE "sprint_live_work" ADD CONSTRAINT "sprint_live_work_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ `
-- Moved by what a statement changed, not recounted: each task of a sprint in progress or stuck (not deleted) adds
-- one, each that was subtracts one, per (sprint, project). An upsert adding a delta is exact when two transactions
-- write one sprint at once (the second waits for the first's row lock, then adds to what it committed); rows are
-- taken in key order, so two writers lock them in the same order. A task changed where the count does not look
-- adds and subtracts the same, and its row is left alone.
CREATE FUNCTION sprint_live_work_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sprint_live_work AS kept (sprint_id, project_id, in_progress, stuck)
      SELECT sprint_id, project_id, count(*) FILTER (WHERE status = 'in_progress'), count(*) FILTER (WHERE status = 'stuck')
        FROM after_rows
        WHERE sprint_id IS NOT NULL AND deleted_at IS NULL AND status IN ('in_progress', 'stuck')
        GROUP BY sprint_id, project_id ORDER BY sprint_id, project_id
      ON CONFLICT (sprint_id, project_id) DO UPDATE
        SET in_progress = kept.in_progress + excluded.in_progress, stuck = kept.stuck + excluded.stuck;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE sprint_live_work kept
      SET in_progress = kept.in_progress - moved.in_progress, stuck = kept.stuck - moved.stuck
      FROM (
        SELECT sprint_id, project_id, count(*) FILTER (WHERE status = 'in_progress') AS in_progress,
            count(*) FILTER (WHERE status = 'stuck') AS stuck
          FROM before_rows
          WHERE sprint_id IS NOT NULL AND deleted_at IS NULL AND status IN ('in_progress', 'stuck')
          GROUP BY sprint_id, project_id
      ) moved
      WHERE kept.sprint_id = moved.sprint_id AND kept.project_id = moved.project_id;
    RETURN NULL;
  END IF;
  -- an update: what came in less what left, per (sprint, project)
  INSERT INTO sprint_live_work AS kept (sprint_id, project_id, in_progress, stuck)
    SELECT moved.sprint_id, moved.project_id, sum(moved.in_progress), sum(moved.stuck) FROM (
      SELECT sprint_id, project_id, (status = 'in_progress')::int AS in_progress, (status = 'stuck')::int AS stuck
        FROM after_rows
        WHERE sprint_id IS NOT NULL AND deleted_at IS NULL AND status IN ('in_progress', 'stuck')
      UNION ALL
      SELECT sprint_id, project_id, -(status = 'in_progress')::int, -(status = 'stuck')::int
        FROM before_rows
        WHERE sprint_id IS NOT NULL AND deleted_at IS NULL AND status IN ('in_progress', 'stuck')
    ) moved
      GROUP BY moved.sprint_id, moved.project_id
      HAVING sum(moved.in_progress) <> 0 OR sum(moved.stuck) <> 0
      ORDER BY moved.sprint_id, moved.project_id
    ON CONFLICT (sprint_id, project_id) DO UPDATE
      SET in_progress = kept.in_progress + excluded.in_progress, stuck = kept.stuck + excluded.stuck;
  RETURN NULL;
END
$$;

INSERT INTO sprint_live_work (sprint_id, project_id, in_progress, stuck)
  SELECT sprint_id, project_id, count(*) FILTER (WHERE status = 'in_progress'), count(*) FILTER (WHERE status = 'stuck')
    FROM tasks
    WHERE sprint_id IS NOT NULL AND deleted_at IS NULL AND status IN ('in_progress', 'stuck')
    GROUP BY sprint_id, project_id;

CREATE TRIGGER tasks_live_work_added AFTER INSERT ON tasks REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION sprint_live_work_move();
CREATE TRIGGER tasks_live_work_changed AFTER UPDATE ON tasks REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION sprint_live_work_move();
CREATE TRIGGER tasks_live_work_removed AFTER DELETE ON tasks REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION sprint_live_work_move();
`;
