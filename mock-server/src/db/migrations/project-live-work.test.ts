import type pg from 'pg';
import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';
import { twoWritersAtOnce } from '../../testing/two-writers.js';

/**
 * Migration 0510 on a database that already holds tasks, on this leg's engine: it fills each project's counts of
 * tasks in progress and stuck in its open sprints from the stored rows, and its triggers keep them exact, with the
 * project's name and state, through every write that moves them: a task's (added, its status changed, moved
 * between sprints or projects, deleted), a sprint's (closed, reopened, deleted, restored, removed for good) and a
 * project's (renamed, deleted, restored).
 */
const empty = emptyDatabaseForThisFile();

type Count = {
  project_id: string;
  company_id: string;
  name: string;
  listed: boolean;
  in_progress: number;
  stuck: number;
};
// a row whose tasks all moved on stays at zero: compared as counts, those rows say the same as none
const kept = async () =>
  empty.db.query<Count>(
    `SELECT project_id, company_id, name, listed, in_progress, stuck FROM project_live_work
      WHERE in_progress <> 0 OR stuck <> 0 ORDER BY project_id`,
  );
// what the Overview summed before the migration: the tasks of the open sprints
const actual = async () =>
  empty.db.query<Count>(
    `SELECT p.id AS project_id, p.company_id, p.name, p.deleted_at IS NULL AS listed,
        (count(*) FILTER (WHERE t.status = 'in_progress'))::int AS in_progress,
        (count(*) FILTER (WHERE t.status = 'stuck'))::int AS stuck
      FROM tasks t JOIN sprints s ON s.id = t.sprint_id JOIN projects p ON p.id = t.project_id
      WHERE t.deleted_at IS NULL AND t.status IN ('in_progress', 'stuck') AND s.closed_at IS NULL AND s.deleted_at IS NULL
      GROUP BY p.id ORDER BY p.id`,
  );
const one = async (text: string) => (await empty.db.query<{ id: string }>(text))[0]!.id;
const sprintOf = (project: string, number: number) =>
  one(
    `SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.name = '${project}' AND s.number = ${number}`,
  );

it('fills each project from the rows already stored, and keeps it through every write', async () => {
  await migrateToJustBefore(empty.db, '0510-project-live-work');
  await empty.db.query("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme')");
  await empty.db.query(
    `INSERT INTO projects (company_id, name, start_date) SELECT id, 'Project ' || n, '2026-01-01'
      FROM companies, generate_series(1, 4) AS n`,
  );
  // sprint 1 open, 2 closed, 3 deleted, on every project
  await empty.db.query(
    `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date, closed_at, deleted_at)
      SELECT company_id, id, n, 'Sprint ' || n, '2026-01-05', '2026-01-09',
          CASE WHEN n = 2 THEN now() END, CASE WHEN n = 3 THEN now() END
        FROM projects, generate_series(1, 3) AS n`,
  );
  await empty.db.query(
    `INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status)
      SELECT s.company_id, s.project_id, s.id, 'Task ' || n,
          2, (ARRAY['not_started', 'in_progress', 'stuck', 'completed'])[1 + n % 4]
        FROM sprints s, generate_series(1, 6) AS n`,
  );
  await empty.db.query("UPDATE projects SET deleted_at = now() WHERE name = 'Project 4'");
  const stored = await actual();

  expect(await migrate(empty.db)).toContain('0510-project-live-work');
  expect(await kept()).toEqual(stored);
  // the open sprints only: two in progress and two stuck of each project's six
  expect(stored.map(({ listed, in_progress, stuck }) => [listed, in_progress, stuck])).toEqual([
    ...stored.map((row) => [row.name !== 'Project 4', 2, 2]),
  ]);
  expect(stored.length).toBe(4);

  const open1 = await sprintOf('Project 1', 1);
  const closed1 = await sprintOf('Project 1', 2);
  const deleted1 = await sprintOf('Project 1', 3);
  const open2 = await sprintOf('Project 2', 1);
  const project2 = await one("SELECT id FROM projects WHERE name = 'Project 2'");
  const writes = [
    ['started', "UPDATE tasks SET status = 'in_progress' WHERE sprint_id = $1 AND status = 'not_started'", [open1]],
    [
      'many added stuck in one statement',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status) SELECT company_id, project_id, id, 'Bulk ' || n, 1, 'stuck' FROM sprints, generate_series(1, 20) AS n WHERE id = $1",
      [open1],
    ],
    [
      'added to a closed sprint',
      "INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status) SELECT company_id, project_id, id, 'Late', 1, 'stuck' FROM sprints WHERE id = $1",
      [closed1],
    ],
    ['changed in a closed sprint', "UPDATE tasks SET status = 'in_progress' WHERE sprint_id = $1", [closed1]],
    [
      'moved to a closed sprint',
      "UPDATE tasks SET sprint_id = $2 WHERE sprint_id = $1 AND title = 'Bulk 1'",
      [open1, closed1],
    ],
    ['the sprint closed', 'UPDATE sprints SET closed_at = now() WHERE id = $1', [open1]],
    [
      'its tasks changed while closed',
      "UPDATE tasks SET status = 'stuck' WHERE sprint_id = $1 AND status = 'in_progress'",
      [open1],
    ],
    ['a closed sprint reopened', 'UPDATE sprints SET closed_at = NULL WHERE id = $1', [closed1]],
    ['a deleted sprint restored', 'UPDATE sprints SET deleted_at = NULL WHERE id = $1', [deleted1]],
    ['renamed where nothing else changes', "UPDATE sprints SET name = name || '!'", []],
    ['the project renamed', "UPDATE projects SET name = 'Renamed' WHERE id = $1", [project2]],
    ['the project deleted', 'UPDATE projects SET deleted_at = now() WHERE id = $1', [project2]],
    ['the project restored', 'UPDATE projects SET deleted_at = NULL WHERE id = $1', [project2]],
    ['an open sprint deleted', 'UPDATE sprints SET deleted_at = now() WHERE id = $1', [open2]],
    [
      'moved to another project',
      "UPDATE tasks SET project_id = $2 WHERE sprint_id = $1 AND title LIKE 'Bulk 2%'",
      [closed1, project2],
    ],
    ['deleted', "UPDATE tasks SET deleted_at = now() WHERE sprint_id = $1 AND title LIKE 'Bulk 3%'", [closed1]],
    ['removed for good', "DELETE FROM tasks WHERE sprint_id = $1 AND status = 'in_progress'", [closed1]],
    [
      'a sprint removed with its tasks',
      'WITH gone AS (DELETE FROM tasks WHERE sprint_id = $1) DELETE FROM sprints WHERE id = $1',
      [deleted1],
    ],
  ] as const;
  for (const [what, text, values] of writes) {
    await empty.db.query(text, [...values]);
    expect({ what, counts: await kept() }).toEqual({ what, counts: await actual() });
  }
  expect((await kept()).length).toBeGreaterThan(2);
  // a row at zero follows its project too
  expect(await empty.db.query('SELECT name, listed FROM project_live_work WHERE project_id = $1', [project2])).toEqual([
    { name: 'Renamed', listed: true },
  ]);
});

// PGlite is one connection: two writers at once exist on PostgreSQL only
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres(
  "a sprint closed while a project's first live task in it is started, in either order, counts once",
  async () => {
    const { options } = empty.store;
    if (options.kind !== 'postgres') throw new Error('runs on PostgreSQL');
    const sprintOfProject = async (name: string) => {
      const [row] = await empty.db.query<{ id: string; project_id: string; company_id: string }>(
        `SELECT s.id, s.project_id, s.company_id FROM sprints s JOIN projects p ON p.id = s.project_id
        WHERE p.name = '${name}' AND s.number = 1`,
      );
      return row!;
    };
    // a task's status alone, the write of a day's work
    const setStuck = (sprint: { id: string }) => (client: pg.Client) =>
      client.query("UPDATE tasks SET status = 'stuck' WHERE sprint_id = $1 AND title = 'At once'", [sprint.id]);
    const close = (sprintId: string) => (client: pg.Client) =>
      client.query('UPDATE sprints SET closed_at = now() WHERE id = $1', [sprintId]);
    // both sprints open and without a task, and without a row: the task's row is a new one
    await empty.db.query('UPDATE sprints SET closed_at = NULL, deleted_at = NULL WHERE number = 1');
    const ofBoth =
      "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.name IN ('Project 1', 'Project 3')";
    await empty.db.query(`DELETE FROM tasks WHERE sprint_id IN (${ofBoth})`);
    await empty.db.query(
      `INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, status)
        SELECT company_id, project_id, id, 'At once', 1, 'not_started' FROM sprints WHERE id IN (${ofBoth}) AND number = 1`,
    );
    await empty.db.query(`DELETE FROM sprint_live_work WHERE sprint_id IN (${ofBoth})`);
    // the task first: the close waits for it, then finds its row
    const first = await sprintOfProject('Project 1');
    await twoWritersAtOnce(options.connectionString, { first: setStuck(first), second: close(first.id) });
    expect(await kept()).toEqual(await actual());
    // the close first: the task's row waits for it, then reads the sprint closed
    const second = await sprintOfProject('Project 3');
    await twoWritersAtOnce(options.connectionString, { first: close(second.id), second: setStuck(second) });
    expect(await kept()).toEqual(await actual());
    expect(
      await empty.db.query('SELECT sprint_open FROM sprint_live_work WHERE sprint_id = ANY($1)', [
        [first.id, second.id],
      ]),
    ).toEqual([{ sprint_open: false }, { sprint_open: false }]);
  },
);
