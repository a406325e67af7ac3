import type pg from 'pg';
import type { Database } from '../client.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { twoWritersAtOnce } from '../../testing/two-writers.js';

/**
 * Migration 0400 on the seeded database, on this leg's engine: every project's kept row (`project_list_rows`,
 * what the lists show besides a project's columns) equals what `project_list_extras` computes from the tables,
 * after each kind of write it reads. Each write changes some project's extras, so a trigger left out fails here.
 */
let db: Database;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ db, dropDatabase } = await openTestDatabase());
}, 60_000);
afterAll(async () => {
  await db?.close();
  await dropDatabase?.();
});

type Extras = { id: string; extras: string | null };
const kept = () =>
  db.query<Extras>(
    'SELECT p.id, k.extras FROM projects p LEFT JOIN project_list_rows k ON k.project_id = p.id ORDER BY p.id',
  );
const computed = () => db.query<Extras>('SELECT id, project_list_extras(id) AS extras FROM projects ORDER BY id');

// the project of a current sprint with tasks in it, a member of its team, a platform of it
const FIND_CURRENT = `(SELECT s.id FROM sprints s WHERE s.started_at IS NOT NULL AND s.closed_at IS NULL AND s.deleted_at IS NULL
  AND EXISTS (SELECT 1 FROM tasks t WHERE t.sprint_id = s.id AND t.deleted_at IS NULL) ORDER BY s.id LIMIT 1)`;
const FIND_PROJECT = `(SELECT project_id FROM sprints WHERE id = ${FIND_CURRENT})`;
const FIND_TASK = `(SELECT id FROM tasks WHERE sprint_id = ${FIND_CURRENT} AND deleted_at IS NULL ORDER BY id LIMIT 1)`;
const FIND_MEMBER = `(SELECT user_id FROM project_members WHERE project_id = ${FIND_PROJECT} ORDER BY user_id LIMIT 1)`;
const FIND_OUTSIDER = `(SELECT u.id FROM users u JOIN projects p ON p.id = ${FIND_PROJECT} AND u.company_id = p.company_id
  WHERE u.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = u.id)
  ORDER BY u.id LIMIT 1)`;
const FIND_PLATFORM = `(SELECT pl.id FROM platforms pl JOIN projects p ON p.id = ${FIND_PROJECT} AND pl.company_id = p.company_id ORDER BY pl.id LIMIT 1)`;

it('marks the rows of a statement touching more than 200 projects stale, computed by the list until filled', async () => {
  await db.query(
    "INSERT INTO projects (company_id, name, start_date) SELECT c.id, 'Bulk ' || n, '2026-01-01' FROM companies c, generate_series(1, 201) AS n WHERE c.slug = 'acme'",
  );
  const stale = await db.query<{ extras: string | null }>(
    "SELECT k.extras FROM project_list_rows k JOIN projects p ON p.id = k.project_id WHERE p.name LIKE 'Bulk %'",
  );
  expect(stale).toHaveLength(201);
  expect(stale.every((row) => row.extras === null)).toBe(true);
  // what a list reads meanwhile (services/projects/project-extras.ts)
  const read = await db.query<Extras>(
    'SELECT p.id, coalesce(k.extras, project_list_extras(p.id)) AS extras FROM projects p LEFT JOIN project_list_rows k ON k.project_id = p.id ORDER BY p.id',
  );
  expect(read).toEqual(await computed());
  await db.query('SELECT project_list_rows_fill_stale()');
  expect(await kept()).toEqual(await computed());
});

it('fills a row for every project stored', async () => {
  expect((await kept()).length).toBeGreaterThan(3);
  expect(await kept()).toEqual(await computed());
});

it('keeps each row equal to what the tables say through every write it reads', async () => {
  // read once: each write below changes what these subqueries would find next
  const [picked] = await db.query<Record<'current' | 'project' | 'task' | 'member' | 'outsider' | 'platform', string>>(
    `SELECT ${FIND_CURRENT} AS current, ${FIND_PROJECT} AS project, ${FIND_TASK} AS task, ${FIND_MEMBER} AS member, ${FIND_OUTSIDER} AS outsider, ${FIND_PLATFORM} AS platform`,
  );
  expect(Object.values(picked!).every(Boolean)).toBe(true);
  const { current, project, task, member, outsider, platform } = picked!;
  const CURRENT = `'${current}'::uuid`;
  const PROJECT = `'${project}'::uuid`;
  const TASK = `'${task}'::uuid`;
  const MEMBER = `'${member}'::uuid`;
  const OUTSIDER = `'${outsider}'::uuid`;
  const PLATFORM = `'${platform}'::uuid`;
  const writes = [
    [
      'a peer joins a team',
      `INSERT INTO project_members (project_id, user_id, role) VALUES (${PROJECT}, ${OUTSIDER}, 'member')`,
    ],
    ['a role changes', `UPDATE project_members SET role = 'manager' WHERE project_id = ${PROJECT} AND role = 'member'`],
    ['a peer leaves a team', `DELETE FROM project_members WHERE project_id = ${PROJECT} AND user_id = ${MEMBER}`],
    [
      'a team member is renamed',
      `UPDATE users SET name = 'Zed Renamed' WHERE id = (SELECT user_id FROM project_members WHERE project_id = ${PROJECT} ORDER BY user_id LIMIT 1)`,
    ],
    [
      'a team member gets a picture',
      `UPDATE users SET avatar_url = '/v2/avatars/x.png' WHERE id IN (SELECT user_id FROM project_members WHERE project_id = ${PROJECT})`,
    ],
    [
      'a team member is deleted',
      `UPDATE users SET deleted_at = now() WHERE id = (SELECT user_id FROM project_members WHERE project_id = ${PROJECT} ORDER BY user_id DESC LIMIT 1)`,
    ],
    ['a platform is taken off', `DELETE FROM project_platforms WHERE project_id = ${PROJECT}`],
    ['a platform is added', `INSERT INTO project_platforms (project_id, platform_id) VALUES (${PROJECT}, ${PLATFORM})`],
    ['a platform is renamed', `UPDATE platforms SET name = 'Renamed platform' WHERE id = ${PLATFORM}`],
    ['a task of the current sprint is completed', `UPDATE tasks SET status = 'completed' WHERE id = ${TASK}`],
    ['its estimate changes', `UPDATE tasks SET estimate_hours = estimate_hours + 3 WHERE id = ${TASK}`],
    ['the project counts points', `UPDATE projects SET scoring_unit = 'points' WHERE id = ${PROJECT}`],
    ['the task gets points', `UPDATE tasks SET story_points = 8 WHERE id = ${TASK}`],
    ['the task leaves the sprint', `UPDATE tasks SET sprint_id = NULL WHERE id = ${TASK}`],
    [
      'a completed task is added to the sprint',
      `INSERT INTO tasks (company_id, project_id, sprint_id, title, estimate_hours, story_points, status)
      SELECT company_id, project_id, id, 'Added done', 2, 5, 'completed' FROM sprints WHERE id = ${CURRENT}`,
    ],
    ['a task is removed for good', `DELETE FROM tasks WHERE title = 'Added done'`],
    [
      'a sprint is planned',
      `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date)
      SELECT company_id, project_id, 90, 'Sprint 90', '2030-01-07', '2030-01-11' FROM sprints WHERE id = ${CURRENT}`,
    ],
    [
      'the current sprint is closed with a score',
      `UPDATE sprints SET closed_at = now(), score = 77 WHERE id = ${CURRENT}`,
    ],
    [
      'the planned sprint starts',
      `UPDATE sprints SET started_at = now(), committed_hours = 40, committed_points = 13 WHERE number = 90 AND project_id = ${PROJECT}`,
    ],
    [
      'its commitment is corrected',
      `UPDATE sprints SET committed_points = 21 WHERE number = 90 AND project_id = ${PROJECT}`,
    ],
    ['a sprint is deleted', `UPDATE sprints SET deleted_at = now() WHERE number = 90 AND project_id = ${PROJECT}`],
    [
      'another sprint is planned',
      `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date)
      SELECT company_id, id, 91, 'Sprint 91', '2030-02-04', '2030-02-08' FROM projects WHERE id = ${PROJECT}`,
    ],
    ['it is removed for good', `DELETE FROM sprints WHERE number = 91 AND project_id = ${PROJECT}`],
    [
      'a project is created',
      `INSERT INTO projects (company_id, name, start_date) SELECT company_id, 'Brand new', '2026-01-01' FROM projects WHERE id = ${PROJECT}`,
    ],
  ] as const;
  for (const [what, text] of writes) {
    const before = await computed();
    await db.query(text);
    const after = await computed();
    expect({ what, changed: JSON.stringify(after) !== JSON.stringify(before) }).toEqual({ what, changed: true });
    expect({ what, kept: await kept() }).toEqual({ what, kept: after });
  }
});

// PGlite is one connection: two writers at once exist on PostgreSQL only
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres('two transactions completing tasks of one sprint at once both count in its row', async () => {
  const [{ name }] = (await db.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  // two open tasks of one current sprint
  const tasks = await db.query<{ id: string }>(
    `WITH sprint AS (
       SELECT s.id FROM sprints s JOIN tasks t ON t.sprint_id = s.id AND t.deleted_at IS NULL AND t.status <> 'completed'
        WHERE s.started_at IS NOT NULL AND s.closed_at IS NULL AND s.deleted_at IS NULL
        GROUP BY s.id HAVING count(*) >= 2 ORDER BY s.id LIMIT 1)
     SELECT t.id FROM tasks t JOIN sprint ON sprint.id = t.sprint_id
      WHERE t.deleted_at IS NULL AND t.status <> 'completed' ORDER BY t.id LIMIT 2`,
  );
  expect(tasks).toHaveLength(2);
  const [a, b] = tasks as [{ id: string }, { id: string }];
  const complete = (id: string) => (client: pg.Client) =>
    client.query("UPDATE tasks SET status = 'completed', estimate_hours = estimate_hours + 1 WHERE id = $1", [id]);
  // the second waits for the first transaction's lock on the kept row, then reads what it committed
  await twoWritersAtOnce(url.toString(), { first: complete(a.id), second: complete(b.id) });
  expect(await kept()).toEqual(await computed());
});
