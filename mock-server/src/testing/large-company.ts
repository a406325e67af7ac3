import type { Database } from '../db/client.js';

export type Scale = { projects: number; peers: number; tasks: number; reviews: number; posts: number };

/** `npm run bench:api`, its `--quick` smoke run, and list-indexes.test.ts (small enough for PGlite). */
export const FULL_SCALE: Scale = { projects: 10_000, peers: 1_000, tasks: 200_000, reviews: 100_000, posts: 50_000 };
export const QUICK_SCALE: Scale = { projects: 1_000, peers: 200, tasks: 20_000, reviews: 10_000, posts: 5_000 };
export const TEST_SCALE: Scale = { projects: 5_000, peers: 1_000, tasks: 20_000, reviews: 5_000, posts: 5_000 };

const SPRINTS_PER_PROJECT = 2;
const MEMBERS_PER_PROJECT = 5;

/**
 * Grows Acme (the seeded company, so the demo sign-ins still work) into a large company with set-based
 * SQL: one INSERT … SELECT generate_series(…) per table. Each project has 5 people (the first its
 * manager), a closed sprint and a current one with tasks; reviews rate project mates; posts fill the feed.
 * Ends with VACUUM ANALYZE, so the planner knows the sizes and counts can be index-only.
 */
export async function seedLargeCompany(db: Database, scale: Scale): Promise<void> {
  await db.execScript(statements(scale).join(';\n'));
  await db.query('VACUUM ANALYZE');
  // the projects' list rows, left stale by the bulk inserts (migration 0400), filled with fresh statistics
  await db.query('SELECT project_list_rows_fill_stale()');
}

function statements({ projects, peers, tasks, reviews, posts }: Scale): string[] {
  const tasksPerSprint = Math.max(1, Math.round(tasks / (projects * SPRINTS_PER_PROJECT)));
  return [
    `CREATE TEMP TABLE acme ON COMMIT DROP AS
       SELECT c.id AS company_id, u.id AS admin_id, u.password_hash,
              (SELECT array_agg(id ORDER BY name) FROM job_roles WHERE company_id = c.id) AS job_roles,
              (SELECT array_agg(id ORDER BY name) FROM locations WHERE company_id = c.id) AS locations
       FROM companies c JOIN users u ON u.company_id = c.id AND u.email = 'admin@acme.test' WHERE c.slug = 'acme'`,

    `INSERT INTO users (company_id, email, password_hash, name, employee_id, job_role_id, location_id, role, level)
     SELECT a.company_id, 'bench.' || g || '@acme.test', a.password_hash,
            (ARRAY['Alex','Bea','Chen','Dana','Eli','Fay','Gus','Hana','Ivo','Juno'])[1 + g % 10] || ' ' ||
            (ARRAY['Kim','Lopez','Meyer','Novak','Okafor','Park','Quinn','Rossi','Sato','Tran'])[1 + (g / 10) % 10] || ' ' || g,
            'BN-' || g, a.job_roles[1 + g % cardinality(a.job_roles)], a.locations[1 + g % cardinality(a.locations)],
            'editor', CASE WHEN g % 10 = 0 THEN 'level2' ELSE 'level1' END
     FROM acme a, generate_series(1, ${peers}) g`,
    `CREATE TEMP TABLE bench_users ON COMMIT DROP AS
       SELECT id, row_number() OVER (ORDER BY employee_id COLLATE "C", id) - 1 AS n FROM users WHERE email LIKE 'bench.%@acme.test'`,

    `INSERT INTO projects (company_id, name, description, status, start_date, end_date, created_by)
     SELECT a.company_id,
            (ARRAY['Apollo','Borealis','Cobalt','Delta','Ember','Falcon','Granite','Harbor','Iris','Jade'])[1 + g % 10] || ' ' ||
            (ARRAY['Portal','Billing','Mobile','Search','Data','Payments','Insights','Onboarding','Catalog','Support'])[1 + (g / 10) % 10] || ' ' || g,
            'Bench project ' || g || ' for ' || (ARRAY['retail','banking','health','travel','media'])[1 + g % 5] || ' clients',
            (ARRAY['in_progress','pending','cancelled','delivered','on_hold'])[1 + g % 5],
            date '2025-01-01' + g % 700, CASE WHEN g % 3 = 0 THEN NULL ELSE date '2027-01-01' + g % 300 END, a.admin_id
     FROM acme a, generate_series(1, ${projects}) g`,
    `CREATE TEMP TABLE bench_projects ON COMMIT DROP AS
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM projects WHERE description LIKE 'Bench project %'`,

    // member k of project n is bench user (7n + 131k) mod peers: distinct for k = 0..4 at either scale
    `CREATE TEMP TABLE bench_members ON COMMIT DROP AS
       SELECT p.id AS project_id, p.n AS project_n, k, u.id AS user_id
       FROM bench_projects p CROSS JOIN generate_series(0, ${MEMBERS_PER_PROJECT - 1}) k
       JOIN bench_users u ON u.n = (p.n * 7 + k * 131) % ${peers}`,
    `INSERT INTO project_members (project_id, user_id, role)
     SELECT project_id, user_id, CASE WHEN k = 0 THEN 'manager' ELSE 'member' END FROM bench_members`,

    // both sprints were started on their first day (issue #27: a sprint is planned until started)
    `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date, started_at, closed_at, committed_hours, completed_hours,
                          spill_over_hours, scope_added_hours, score, tasks_total, tasks_completed, created_by)
     SELECT a.company_id, p.id, s, 'Sprint ' || s, current_date - 10 + (s - 1) * 7, current_date - 4 + (s - 1) * 7,
            (current_date - 10 + (s - 1) * 7)::timestamptz,
            CASE WHEN s = 1 THEN now() - interval '3 days' END, CASE WHEN s = 1 THEN 40 END, CASE WHEN s = 1 THEN 30 + p.n % 10 END,
            CASE WHEN s = 1 THEN 10 - p.n % 10 END, CASE WHEN s = 1 THEN 0 END, CASE WHEN s = 1 THEN 50 + p.n % 50 END,
            CASE WHEN s = 1 THEN ${tasksPerSprint} END, CASE WHEN s = 1 THEN ${tasksPerSprint} END, a.admin_id
     FROM acme a, bench_projects p CROSS JOIN generate_series(1, ${SPRINTS_PER_PROJECT}) s`,

    `INSERT INTO tasks (company_id, project_id, sprint_id, rank, committed_sprint_id, title, estimate_hours, actual_hours, status, assignee_id, job_role_id, created_by, completed_at, created_at)
     SELECT a.company_id, s.project_id, s.id, t, s.id, 'Task ' || t || ' of ' || s.name, 1 + t % 8,
            CASE WHEN s.closed_at IS NOT NULL OR t % 4 = 3 THEN 1 + t % 8 END,
            CASE WHEN s.closed_at IS NOT NULL THEN 'completed' ELSE (ARRAY['not_started','in_progress','stuck','completed'])[1 + t % 4] END,
            m.user_id, a.job_roles[1 + t % cardinality(a.job_roles)], a.admin_id,
            CASE WHEN s.closed_at IS NOT NULL OR t % 4 = 3 THEN now() - interval '1 day' END, now() - t * interval '1 minute'
     FROM acme a, sprints s JOIN bench_projects p ON p.id = s.project_id
     CROSS JOIN generate_series(1, ${tasksPerSprint}) t
     JOIN bench_members m ON m.project_id = s.project_id AND m.k = t % ${MEMBERS_PER_PROJECT}`,

    // summed in one pass over the tasks: a sum per sprint, without statistics on the new rows, read every task
    // for each open sprint
    `WITH open_sprint_hours AS (
       SELECT s.id, coalesce(sum(t.estimate_hours), 0) AS hours
       FROM sprints s JOIN bench_projects p ON p.id = s.project_id LEFT JOIN tasks t ON t.sprint_id = s.id
       WHERE s.closed_at IS NULL GROUP BY s.id)
     UPDATE sprints SET committed_hours = h.hours FROM open_sprint_hours h WHERE sprints.id = h.id`,

    // review j of project n: mates a → b (20 ordered pairs of 5 people), then a month further back
    `INSERT INTO peer_feedback (company_id, project_id, reviewer_id, reviewee_id, month, dependability, impact, teamplay, competence, ownership, comment)
     SELECT a.company_id, p.id, r.user_id, e.user_id,
            (date_trunc('month', current_date) - (j / 20) * interval '1 month')::date,
            1 + g % 5, 1 + (g / 5) % 5, 1 + (g / 25) % 5, 1 + (g / 7) % 5, 1 + (g / 11) % 5, 'Bench review ' || g
     FROM acme a, generate_series(0, ${reviews - 1}) g
     CROSS JOIN LATERAL (SELECT g % ${projects} AS n, g / ${projects} AS j) pick
     JOIN bench_projects p ON p.n = pick.n
     JOIN bench_members r ON r.project_id = p.id AND r.k = pick.j % 5
     JOIN bench_members e ON e.project_id = p.id AND e.k = (pick.j % 5 + 1 + (pick.j / 5) % 4) % 5`,

    `INSERT INTO feed_posts (company_id, kind, author_id, body, created_at)
     SELECT a.company_id, 'user', u.id, 'Bench post ' || g || ': shipped another slice of the roadmap', now() - g * interval '1 minute'
     FROM acme a, generate_series(1, ${posts}) g JOIN bench_users u ON u.n = g % ${peers}`,
  ];
}
