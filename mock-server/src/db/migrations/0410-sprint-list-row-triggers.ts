/**
 * A sprint added or removed touches its project's kept list row (migration 0400) as a team's or a platform's
 * link does: those two triggers now call `project_list_rows_of_project_links`, and the sprints' own function
 * keeps only what an update needs (which of a sprint's columns the row reads changed).
 */
export const up = '';

export const handWritten = /* sql */ `
CREATE OR REPLACE FUNCTION project_list_rows_of_sprints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_list_rows_refresh(array_agg(DISTINCT touched.project_id)) FROM (
    SELECT unnest(ARRAY[after.project_id, before.project_id]) AS project_id
    FROM after_rows after JOIN before_rows before ON before.id = after.id
    WHERE after.project_id <> before.project_id OR after.number <> before.number
      OR after.deleted_at IS DISTINCT FROM before.deleted_at OR after.closed_at IS DISTINCT FROM before.closed_at
      OR after.started_at IS DISTINCT FROM before.started_at OR after.score IS DISTINCT FROM before.score
      OR after.committed_hours IS DISTINCT FROM before.committed_hours
      OR after.committed_points IS DISTINCT FROM before.committed_points
  ) touched HAVING count(*) > 0;
  RETURN NULL;
END
$$;

DROP TRIGGER sprints_list_rows_added ON sprints;
DROP TRIGGER sprints_list_rows_removed ON sprints;
CREATE TRIGGER sprints_list_rows_added AFTER INSERT ON sprints REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
CREATE TRIGGER sprints_list_rows_removed AFTER DELETE ON sprints REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION project_list_rows_of_project_links();
`;
