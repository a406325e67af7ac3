import type pg from 'pg';
import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';
import { twoWritersAtOnce } from '../../testing/two-writers.js';

/**
 * Migration 0490 on a database that already holds tasks, on this leg's engine: it fills each sprint's counts of
 * tasks in progress and stuck per project from the stored tasks, and its triggers keep them exact through every
 * way a task is written (added alone or in bulk, its status changed, moved between sprints, to the backlog and
 * back, to another project, deleted and restored, removed for good, its sprint removed with it).
 */
const empty = emptyDatabaseForThisFile();

type Count = { sprint_id: string; project_id: string; in_progress: number; stuck: number };
// a row whose tasks all moved on stays at zero: compared as counts, those rows say the same as none
const kept = async () =>
  empty.db.query<Count>(
    `SELECT sprint_id, project_id, in_progress, stuck FROM sprint_live_work
      WHERE in_progress <> 0 OR stuck <> 0 ORDER BY sprint_id, project_id`,
  );
// what the Overview counted before the migration: the tasks themselves
const actual = async () =>
  empty.db.query<Count>(
    `SELECT sprint_id, project_id, (count(*) FILTER (WHERE status = 'in_progress'))::int AS in_progress,
        (count(*) FILTER (WHERE status = 'stuck'))::int AS stuck
      FROM tasks WHERE sprint_id IS NOT NULL AND deleted_at IS NULL AND status IN ('in_progress', 'stuck')
      GROUP BY sprint_id, project_id ORDER BY sprint_id, project_id`,
  );

it('fills each sprint from the tasks already stored, and keeps it through every write', async () => {
  await migrateToJustBefore(empty.db, '0490-sprint-live-work');
  await empty.db.query("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme')");
  await empty.db.query(
    `INSERT INTO projects (company_id, name, start_date) SELECT id, 'Project ' || n, '2026-01-01'
      FROM companies, generate_series(1, 3) AS n`,
  );
  await empty.db.query(
    `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date)
      SELECT company_id, id, n, 'Sprint ' || n, '2026-01-05', '2026-01-09' FROM projects, generate_series(1, 2) AS n`,
  );
  // every status in every sprint, some in the backlog, one deleted
  await empty.db.query(
    `INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status)
      SELECT s.company_id, s.project_id, s.id, 'Task ' || n,
          2, (ARRAY['not_started', 'in_progress', 'stuck', 'completed'])[1 + n % 4]
        FROM sprints s, generate_series(1, 6) AS n`,
  );
  await empty.db.query(
    `INSERT INTO tasks (company_id, project_id, title, estimate_hours, status)
      SELECT company_id, id, 'Backlog', 2, 'in_progress' FROM projects`,
  );
  await empty.db.query("UPDATE tasks SET deleted_at = now() WHERE title = 'Task 2'");
  const stored = await actual();

  expect(await migrate(empty.db)).toContain('0490-sprint-live-work');
  expect(await kept()).toEqual(stored);
  expect(stored.length).toBe(6);

  const one = async (text: string) => (await empty.db.query<{ id: string }>(text))[0]!.id;
  const sprint1 = await one(
    "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.name = 'Project 1' AND s.number = 1",
  );
  const sprint2 = await one(
    "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.name = 'Project 1' AND s.number = 2",
  );
  const project2 = await one("SELECT id FROM projects WHERE name = 'Project 2'");
  const writes = [
    [
      'one added in progress',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status) SELECT company_id, project_id, id, 'New', 1, 'in_progress' FROM sprints WHERE id = $1",
      [sprint1],
    ],
    [
      'many added stuck in one statement',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status) SELECT company_id, project_id, id, 'Bulk ' || n, 1, 'stuck' FROM sprints, generate_series(1, 20) AS n WHERE id = $1",
      [sprint2],
    ],
    [
      'added deleted',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status, deleted_at) SELECT company_id, project_id, id, 'Gone', 1, 'stuck', now() FROM sprints WHERE id = $1",
      [sprint1],
    ],
    ['started', "UPDATE tasks SET status = 'in_progress' WHERE sprint_id = $1 AND status = 'not_started'", [sprint1]],
    [
      'stuck, then some completed',
      "UPDATE tasks SET status = CASE WHEN title LIKE 'Bulk 1%' THEN 'completed' ELSE status END WHERE sprint_id = $1",
      [sprint2],
    ],
    [
      'moved to the next sprint',
      "UPDATE tasks SET sprint_id = $2 WHERE sprint_id = $1 AND status = 'in_progress'",
      [sprint1, sprint2],
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
    ['deleted', "UPDATE tasks SET deleted_at = now() WHERE sprint_id = $1 AND status = 'stuck'", [sprint2]],
    ['restored as completed', "UPDATE tasks SET deleted_at = NULL, status = 'completed' WHERE title = 'Gone'", []],
    ['restored stuck', "UPDATE tasks SET deleted_at = NULL WHERE sprint_id = $1 AND title LIKE 'Bulk 3%'", [sprint2]],
    [
      'changed where the count does not look',
      "UPDATE tasks SET title = title || '!', estimate_hours = 3, rank = rank + 1",
      [],
    ],
    ['removed for good', "DELETE FROM tasks WHERE sprint_id = $1 AND status = 'in_progress'", [sprint2]],
    [
      'its sprint removed with its tasks',
      'WITH gone AS (DELETE FROM tasks WHERE sprint_id = $1) DELETE FROM sprints WHERE id = $1',
      [sprint1],
    ],
  ] as const;
  for (const [what, text, values] of writes) {
    await empty.db.query(text, [...values]);
    expect({ what, counts: await kept() }).toEqual({ what, counts: await actual() });
  }
  expect((await kept()).length).toBeGreaterThan(3);
  expect(await empty.db.query('SELECT 1 FROM sprint_live_work WHERE sprint_id = $1', [sprint1])).toEqual([]);
});

// PGlite is one connection: two writers at once exist on PostgreSQL only
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres('two transactions adding tasks to one sprint at once both count', async () => {
  const { options } = empty.store;
  if (options.kind !== 'postgres') throw new Error('runs on PostgreSQL');
  const [sprint] = await empty.db.query<{ id: string; project_id: string; company_id: string }>(
    'SELECT id, project_id, company_id FROM sprints ORDER BY id LIMIT 1',
  );
  const add = (title: string) => (client: pg.Client) =>
    client.query(
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status) VALUES ($1, $2, $3, $4, 1, 'stuck')",
      [sprint!.company_id, sprint!.project_id, sprint!.id, title],
    );
  const before = (await kept()).find((row) => row.sprint_id === sprint!.id)?.stuck ?? 0;
  // the second waits for the first transaction's lock on the sprint's row, then adds to what it committed
  await twoWritersAtOnce(options.connectionString, { first: add('First writer'), second: add('Second writer') });
  expect(await kept()).toEqual(await actual());
  expect((await kept()).find((row) => row.sprint_id === sprint!.id)?.stuck).toBe(before + 2);
});
