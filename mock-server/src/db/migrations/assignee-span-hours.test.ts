import type pg from 'pg';
import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';
import { twoWritersAtOnce } from '../../testing/two-writers.js';

/**
 * Migration 0500 on a database that already holds tasks, on this leg's engine: it fills each peer's estimated hours
 * per span of sprint dates from the stored tasks, and its triggers keep them exact through every way a task is
 * written (added alone or in bulk, re-estimated, given to someone else or to no one, moved between sprints, to the
 * backlog and back, to another project, deleted and restored, removed for good), a sprint's (new dates, deleted,
 * restored, removed with its tasks) and a project's (deleted, restored, removed with its sprints and tasks).
 */
const empty = emptyDatabaseForThisFile();

type Hours = { company_id: string; assignee_id: string; start_date: string; end_date: string; hours: string };
// a row whose tasks all moved on stays at zero: compared as sums, those rows say the same as none
const kept = async () =>
  empty.db.query<Hours>(
    `SELECT company_id, assignee_id, start_date::text, end_date::text, hours::text AS hours FROM assignee_span_hours
      WHERE hours <> 0 ORDER BY 1, 2, 3, 4`,
  );
// what People Availability summed before the migration: the tasks themselves
const actual = async () =>
  empty.db.query<Hours>(
    `SELECT t.company_id, t.assignee_id, s.start_date::text, s.end_date::text,
        sum(t.estimate_hours)::numeric(12, 2)::text AS hours
      FROM tasks t
      JOIN sprints s ON s.id = t.sprint_id AND s.deleted_at IS NULL
      JOIN projects p ON p.id = t.project_id AND p.deleted_at IS NULL
      WHERE t.assignee_id IS NOT NULL AND t.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );

it('fills each sprint from the tasks already stored, and keeps it through every write', async () => {
  await migrateToJustBefore(empty.db, '0500-assignee-span-hours');
  await empty.db.query("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme')");
  await empty.db.query(
    `INSERT INTO users (company_id, email, name, employee_id, password_hash, role, level)
      SELECT id, 'peer' || n || '@acme.test', 'Peer ' || n, 'E' || n, 'x', 'editor', 'level1'
        FROM companies, generate_series(1, 3) AS n`,
  );
  await empty.db.query(
    `INSERT INTO projects (company_id, name, start_date) SELECT id, 'Project ' || n, '2026-01-01'
      FROM companies, generate_series(1, 3) AS n`,
  );
  await empty.db.query(
    `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date)
      SELECT company_id, id, n, 'Sprint ' || n, DATE '2025-12-29' + 7 * n, DATE '2026-01-02' + 7 * n
        FROM projects, generate_series(1, 2) AS n`,
  );
  // every peer in every sprint with uneven hours, some unassigned, some in the backlog, one deleted
  await empty.db.query(
    `INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, assignee_id)
      SELECT s.company_id, s.project_id, s.id, 'Task ' || n, n * 1.25,
          (SELECT id FROM users WHERE name = 'Peer ' || (1 + n % 4))
        FROM sprints s, generate_series(1, 6) AS n`,
  );
  await empty.db.query(
    `INSERT INTO tasks (company_id, project_id, title, estimate_hours, assignee_id)
      SELECT p.company_id, p.id, 'Backlog', 2, u.id FROM projects p, users u WHERE u.name = 'Peer 1'`,
  );
  await empty.db.query("UPDATE tasks SET deleted_at = now() WHERE title = 'Task 2'");
  const stored = await actual();

  expect(await migrate(empty.db)).toContain('0500-assignee-span-hours');
  expect(await kept()).toEqual(stored);
  // three peers in each of two spans (the projects' sprints share their dates)
  expect(stored.length).toBe(6);

  const one = async (text: string) => (await empty.db.query<{ id: string }>(text))[0]!.id;
  const sprint1 = await one(
    "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.name = 'Project 1' AND s.number = 1",
  );
  const sprint2 = await one(
    "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.name = 'Project 1' AND s.number = 2",
  );
  const project2 = await one("SELECT id FROM projects WHERE name = 'Project 2'");
  const project3 = await one("SELECT id FROM projects WHERE name = 'Project 3'");
  const peer2 = await one("SELECT id FROM users WHERE name = 'Peer 2'");
  const peer3 = await one("SELECT id FROM users WHERE name = 'Peer 3'");
  const writes = [
    [
      'one added',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, assignee_id) SELECT company_id, project_id, id, 'New', 1.5, $2 FROM sprints WHERE id = $1",
      [sprint1, peer2],
    ],
    [
      'many added in one statement',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, assignee_id) SELECT company_id, project_id, id, 'Bulk ' || n, 0.25 * n, $2 FROM sprints, generate_series(1, 20) AS n WHERE id = $1",
      [sprint2, peer3],
    ],
    [
      'added deleted',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, assignee_id, deleted_at) SELECT company_id, project_id, id, 'Gone', 4, $2, now() FROM sprints WHERE id = $1",
      [sprint1, peer2],
    ],
    ['re-estimated', 'UPDATE tasks SET estimate_hours = estimate_hours + 0.5 WHERE sprint_id = $1', [sprint1]],
    [
      'given to someone else',
      'UPDATE tasks SET assignee_id = $2 WHERE sprint_id = $1 AND title LIKE $3',
      [sprint2, peer2, 'Bulk 1%'],
    ],
    ['given to no one', "UPDATE tasks SET assignee_id = NULL WHERE sprint_id = $1 AND title = 'Task 3'", [sprint1]],
    [
      'moved to the next sprint',
      'UPDATE tasks SET sprint_id = $2 WHERE sprint_id = $1 AND assignee_id = $3',
      [sprint1, sprint2, peer2],
    ],
    [
      'sent to the backlog',
      "UPDATE tasks SET sprint_id = NULL WHERE sprint_id = $1 AND title LIKE 'Bulk 2%'",
      [sprint2],
    ],
    [
      'planned from the backlog',
      "UPDATE tasks SET sprint_id = $1 WHERE sprint_id IS NULL AND title = 'Backlog'",
      [sprint1],
    ],
    [
      'moved to another project',
      "UPDATE tasks SET project_id = $2 WHERE sprint_id = $1 AND title = 'New'",
      [sprint2, project2],
    ],
    ['deleted', 'UPDATE tasks SET deleted_at = now() WHERE sprint_id = $1 AND assignee_id = $2', [sprint2, peer3]],
    ['restored', "UPDATE tasks SET deleted_at = NULL WHERE title = 'Gone'", []],
    ['restored in part', "UPDATE tasks SET deleted_at = NULL WHERE sprint_id = $1 AND title LIKE 'Bulk 3%'", [sprint2]],
    [
      'changed where the hours do not look',
      "UPDATE tasks SET title = title || '!', status = 'stuck', rank = rank + 1",
      [],
    ],
    ['removed for good', 'DELETE FROM tasks WHERE sprint_id = $1 AND assignee_id = $2', [sprint2, peer2]],
    ['a sprint given new dates', 'UPDATE sprints SET end_date = end_date + 3 WHERE id = $1', [sprint2]],
    ['a sprint renamed', "UPDATE sprints SET name = name || '!'", []],
    ['a sprint deleted', 'UPDATE sprints SET deleted_at = now() WHERE id = $1', [sprint2]],
    ['a deleted sprint given new dates', 'UPDATE sprints SET start_date = start_date + 1 WHERE id = $1', [sprint2]],
    ['a sprint restored', 'UPDATE sprints SET deleted_at = NULL WHERE id = $1', [sprint2]],
    ['a project deleted', 'UPDATE projects SET deleted_at = now() WHERE id = $1', [project2]],
    ["a deleted project's task re-estimated", 'UPDATE tasks SET estimate_hours = 7 WHERE project_id = $1', [project2]],
    ['a project restored', 'UPDATE projects SET deleted_at = NULL WHERE id = $1', [project2]],
    ['a project renamed', "UPDATE projects SET name = name || '!'", []],
    [
      'a project removed with its sprints and tasks',
      `WITH t AS (DELETE FROM tasks WHERE project_id = $1 OR sprint_id IN (SELECT id FROM sprints WHERE project_id = $1)),
        s AS (DELETE FROM sprints WHERE project_id = $1)
        DELETE FROM projects WHERE id = $1`,
      [project3],
    ],
    [
      "a project without sprints given a task in another project's sprint",
      `WITH p AS (INSERT INTO projects (company_id, name, start_date)
          SELECT company_id, 'Project 4', '2026-01-01' FROM sprints WHERE id = $1 RETURNING id, company_id)
        INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, assignee_id)
          SELECT p.company_id, p.id, $1, 'Lent', 6, $2 FROM p`,
      [sprint2, peer2],
    ],
    [
      'that project removed with its task',
      `WITH t AS (DELETE FROM tasks WHERE project_id = (SELECT id FROM projects WHERE name = 'Project 4'))
        DELETE FROM projects WHERE name = 'Project 4'`,
      [],
    ],
    [
      'its sprint removed with its tasks',
      'WITH gone AS (DELETE FROM tasks WHERE sprint_id = $1) DELETE FROM sprints WHERE id = $1',
      [sprint1],
    ],
  ] as const;
  for (const [what, text, values] of writes) {
    await empty.db.query(text, [...values]);
    expect({ what, hours: await kept() }).toEqual({ what, hours: await actual() });
  }
  expect((await kept()).length).toBeGreaterThan(3);
});

// PGlite is one connection: two writers at once exist on PostgreSQL only
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres("two transactions adding tasks to one peer's span at once both count", async () => {
  const { options } = empty.store;
  if (options.kind !== 'postgres') throw new Error('runs on PostgreSQL');
  const [sprint] = await empty.db.query<{ id: string; project_id: string; company_id: string; peer: string }>(
    `SELECT s.id, s.project_id, s.company_id, (SELECT min(id::text) FROM users) AS peer
      FROM sprints s JOIN projects p ON p.id = s.project_id
      WHERE s.deleted_at IS NULL AND p.deleted_at IS NULL ORDER BY s.id LIMIT 1`,
  );
  const add = (title: string) => (client: pg.Client) =>
    client.query(
      'INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, assignee_id) VALUES ($1, $2, $3, $4, 2.5, $5)',
      [sprint!.company_id, sprint!.project_id, sprint!.id, title, sprint!.peer],
    );
  const total = async () =>
    (await kept()).filter((row) => row.assignee_id === sprint!.peer).reduce((sum, row) => sum + Number(row.hours), 0);
  const before = await total();
  // the second waits for the first transaction's lock on the peer's row, then adds to what it committed
  await twoWritersAtOnce(options.connectionString, { first: add('First writer'), second: add('Second writer') });
  expect(await kept()).toEqual(await actual());
  expect(await total()).toBe(before + 5);
});
