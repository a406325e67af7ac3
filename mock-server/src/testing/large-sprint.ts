import type { Database } from '../db/client.js';

/**
 * The planning scale: a project of 5,000 work items in 50 epics, 500 of them in its current sprint and
 * 4,500 in its backlog, of every type and priority.
 */
export const LARGE_SPRINT_TASKS = 500;
export const LARGE_BACKLOG_TASKS = 4_500;
export const LARGE_PROJECT_EPICS = 50;
const LARGE_SPRINT_PROJECT = 'Scale: 500-task sprint';

/**
 * Adds to the seeded Acme a project named LARGE_SPRINT_PROJECT, managed by manager@acme with member@acme
 * and 8 more peers on it, with 50 epics, whose current (started) sprint holds 500 tasks in every status and
 * whose backlog holds 4,500, with set-based SQL (a few seconds). Tasks take the four types and five
 * priorities in turn, and one epic in turn (every seventh none). Not part of the demo seed, so tests and the
 * first start stay quick: `npm run seed:scale -w @timely/mock-server` (or `tsx src/cli.ts seed-scale`)
 * adds it to a running database; the board benchmark opens that sprint. Answers the sprint's id.
 */
export async function seedLargeSprint(db: Database): Promise<{ projectId: string; sprintId: string }> {
  const existing = await db.query<{ project_id: string; sprint_id: string }>(
    `SELECT p.id AS project_id, s.id AS sprint_id FROM projects p JOIN sprints s ON s.project_id = p.id AND s.number = 1 WHERE p.name = $1 AND p.deleted_at IS NULL`,
    [LARGE_SPRINT_PROJECT],
  );
  if (existing[0]) return { projectId: existing[0].project_id, sprintId: existing[0].sprint_id };
  await db.execScript(`
    CREATE TEMP TABLE scale_acme ON COMMIT DROP AS
      SELECT c.id AS company_id, m.id AS manager_id, u.id AS member_id,
             (SELECT array_agg(id ORDER BY name) FROM job_roles WHERE company_id = c.id) AS job_roles
      FROM companies c JOIN users m ON m.company_id = c.id AND m.email = 'manager@acme.test'
      JOIN users u ON u.company_id = c.id AND u.email = 'member@acme.test' WHERE c.slug = 'acme';
    INSERT INTO projects (company_id, name, description, status, start_date, recurring_months, created_by)
      SELECT company_id, '${LARGE_SPRINT_PROJECT}', 'A sprint of ${LARGE_SPRINT_TASKS} tasks and a backlog of ${LARGE_BACKLOG_TASKS}: the board and backlog at scale.', 'in_progress', current_date - 30, 6, manager_id FROM scale_acme;
    CREATE TEMP TABLE scale_project ON COMMIT DROP AS SELECT id FROM projects WHERE name = '${LARGE_SPRINT_PROJECT}' AND deleted_at IS NULL;
    INSERT INTO project_members (project_id, user_id, role)
      SELECT p.id, a.manager_id, 'manager' FROM scale_project p, scale_acme a
      UNION ALL SELECT p.id, a.member_id, 'member' FROM scale_project p, scale_acme a
      UNION ALL SELECT p.id, u.id, 'member' FROM scale_project p, scale_acme a,
        LATERAL (SELECT id FROM users WHERE company_id = a.company_id AND level = 'level1' AND deleted_at IS NULL AND id <> a.member_id ORDER BY employee_id LIMIT 8) u;
    INSERT INTO epics (company_id, project_id, name, rank, created_by)
      SELECT a.company_id, p.id, 'Epic ' || e, e, a.manager_id FROM scale_acme a, scale_project p, generate_series(1, ${LARGE_PROJECT_EPICS}) e;
    CREATE TEMP TABLE scale_epics ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY rank) - 1 AS n FROM epics WHERE project_id = (SELECT id FROM scale_project);
    CREATE TEMP TABLE scale_team ON COMMIT DROP AS
      SELECT user_id, row_number() OVER (ORDER BY user_id) - 1 AS n FROM project_members WHERE project_id = (SELECT id FROM scale_project);
    INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date, recurring_weeks, started_at, committed_hours, created_by)
      SELECT a.company_id, p.id, 1, 'Sprint 1', date_trunc('week', current_date)::date, date_trunc('week', current_date)::date + 4, 1,
             date_trunc('week', current_date), 0, a.manager_id
      FROM scale_project p, scale_acme a;
    INSERT INTO tasks (company_id, project_id, sprint_id, rank, committed_sprint_id, title, description, estimate_hours, actual_hours, status, route,
                       assignee_id, job_role_id, created_by, completed_at, created_at)
      SELECT a.company_id, s.project_id, s.id, t, s.id, 'Board task ' || t, 'Task ' || t || ' of the large sprint.', 1 + t % 8,
             CASE WHEN t % 4 = 3 THEN 1 + t % 8 END,
             (ARRAY['not_started','in_progress','stuck','completed'])[1 + t % 4], CASE WHEN t % 4 = 3 THEN 'known' END,
             CASE WHEN t % 10 = 9 THEN NULL ELSE (SELECT user_id FROM scale_team WHERE n = t % (SELECT count(*) FROM scale_team)) END,
             a.job_roles[1 + t % cardinality(a.job_roles)], a.manager_id,
             CASE WHEN t % 4 = 3 THEN now() - interval '1 hour' END, date_trunc('week', current_date) - interval '1 day' + t * interval '1 second'
      FROM scale_acme a, sprints s, generate_series(1, ${LARGE_SPRINT_TASKS}) t
      WHERE s.project_id = (SELECT id FROM scale_project);
    UPDATE sprints SET committed_hours = (SELECT sum(estimate_hours) FROM tasks WHERE tasks.sprint_id = sprints.id)
      WHERE project_id = (SELECT id FROM scale_project);
    INSERT INTO tasks (company_id, project_id, sprint_id, rank, title, description, estimate_hours, assignee_id, job_role_id, created_by, created_at)
      SELECT a.company_id, p.id, NULL, t, 'Backlog item ' || t, 'Waiting for a sprint.', 1 + t % 13,
             CASE WHEN t % 3 = 0 THEN NULL ELSE (SELECT user_id FROM scale_team WHERE n = t % (SELECT count(*) FROM scale_team)) END,
             a.job_roles[1 + t % cardinality(a.job_roles)], a.manager_id, now() - t * interval '1 minute'
      FROM scale_acme a, scale_project p, generate_series(1, ${LARGE_BACKLOG_TASKS}) t;
    UPDATE tasks SET type = (ARRAY['story','bug','task','chore'])[1 + rank::int % 4],
                     priority = (ARRAY['urgent','high','medium','low','none'])[1 + rank::int % 5],
                     epic_id = CASE WHEN rank::int % 7 = 0 THEN NULL ELSE (SELECT id FROM scale_epics WHERE n = rank::int % ${LARGE_PROJECT_EPICS}) END
      WHERE project_id = (SELECT id FROM scale_project);
  `);
  await db.query('ANALYZE tasks');
  const [row] = await db.query<{ project_id: string; sprint_id: string }>(
    `SELECT p.id AS project_id, s.id AS sprint_id FROM projects p JOIN sprints s ON s.project_id = p.id AND s.number = 1 WHERE p.name = $1 AND p.deleted_at IS NULL`,
    [LARGE_SPRINT_PROJECT],
  );
  return { projectId: row!.project_id, sprintId: row!.sprint_id };
}
