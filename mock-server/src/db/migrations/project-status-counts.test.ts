import type pg from 'pg';
import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';
import { twoWritersAtOnce } from '../../testing/two-writers.js';

/**
 * Migration 0420 on a database that already holds projects, on this leg's engine: it fills each company's count
 * of live projects per status from the stored projects, and its triggers keep them exact through every way a
 * project is written (added alone or in bulk, its status changed, deleted and restored, moved, removed, its
 * company deleted), whoever writes it.
 */
const empty = emptyDatabaseForThisFile();

type Count = { company_id: string; status: string; projects: number };
// a status whose projects all went keeps its row at 0: compared as counts, those rows say the same as none
const kept = async () =>
  empty.db.query<Count>(
    'SELECT company_id, status, projects FROM company_project_status_counts WHERE projects <> 0 ORDER BY company_id, status',
  );
// what a level3 page filtered by status counted before the migration: the projects themselves
const actual = async () =>
  empty.db.query<Count>(
    `SELECT company_id, status, count(*)::int AS projects FROM projects WHERE deleted_at IS NULL
      GROUP BY company_id, status ORDER BY company_id, status`,
  );

it('fills each company from the projects already stored, and keeps it through every write', async () => {
  await migrateToJustBefore(empty.db, '0420-project-status-counts');
  await empty.db.query(
    "INSERT INTO companies (name, slug) VALUES ('Acme', 'acme'), ('Globex', 'globex'), ('Initech', 'initech'), ('Umbrella', 'umbrella')",
  );
  await empty.db.query(
    `INSERT INTO projects (company_id, name, start_date, status)
      SELECT id, 'Project ' || n, '2026-01-01', CASE WHEN n % 3 = 0 THEN 'delivered' ELSE 'pending' END
      FROM companies, generate_series(1, CASE slug WHEN 'acme' THEN 7 WHEN 'globex' THEN 3 WHEN 'umbrella' THEN 2 ELSE 0 END) AS n`,
  );
  await empty.db.query("UPDATE projects SET deleted_at = now() WHERE name = 'Project 2'");
  const stored = await actual();

  expect(await migrate(empty.db)).toContain('0420-project-status-counts');
  expect(await kept()).toEqual(stored);
  expect(stored.length).toBeGreaterThan(3);

  const [acme, globex, umbrella] = (
    await empty.db.query<{ id: string }>(
      "SELECT id FROM companies WHERE slug IN ('acme', 'globex', 'umbrella') ORDER BY slug",
    )
  ).map((row) => row.id);
  const writes = [
    [
      'one added',
      "INSERT INTO projects (company_id, name, start_date, status) VALUES ($1, 'Aardvark', '2026-02-01', 'on_hold')",
      [acme],
    ],
    [
      'many added in one statement',
      "INSERT INTO projects (company_id, name, start_date) SELECT $1, 'Bulk ' || n, '2026-02-01' FROM generate_series(1, 50) AS n",
      [globex],
    ],
    [
      'added deleted',
      "INSERT INTO projects (company_id, name, start_date, deleted_at) VALUES ($1, 'Gone', '2026-02-01', now())",
      [acme],
    ],
    [
      'its status changed',
      "UPDATE projects SET status = 'in_progress' WHERE company_id = $1 AND name = 'Project 1'",
      [acme],
    ],
    [
      'many statuses changed at once',
      "UPDATE projects SET status = 'cancelled' WHERE company_id = $1 AND name LIKE 'Bulk 2%'",
      [globex],
    ],
    ['deleted', "UPDATE projects SET deleted_at = now() WHERE company_id = $1 AND name = 'Project 4'", [acme]],
    [
      'restored with another status',
      "UPDATE projects SET deleted_at = NULL, status = 'on_hold' WHERE company_id = $1 AND name = 'Project 2'",
      [acme],
    ],
    [
      'a deleted one changed',
      "UPDATE projects SET status = 'delivered' WHERE company_id = $1 AND name = 'Gone'",
      [acme],
    ],
    [
      'moved to another company',
      "UPDATE projects SET company_id = $2 WHERE company_id = $1 AND name = 'Project 5'",
      [acme, globex],
    ],
    [
      'changed where the count does not look',
      "UPDATE projects SET description = 'x', name = name || '!' WHERE company_id = $1",
      [acme],
    ],
    ['removed for good', "DELETE FROM projects WHERE company_id = $1 AND name LIKE 'Bulk 1%'", [globex]],
    [
      'its company deleted with its projects',
      'WITH gone AS (DELETE FROM projects WHERE company_id = $1) DELETE FROM companies WHERE id = $1',
      [umbrella],
    ],
  ] as const;
  for (const [what, text, values] of writes) {
    await empty.db.query(text, [...values]);
    expect({ what, counts: await kept() }).toEqual({ what, counts: await actual() });
  }
  const counts = await kept();
  expect(counts).toEqual(
    expect.arrayContaining([
      { company_id: globex, status: 'cancelled', projects: 11 },
      { company_id: acme, status: 'on_hold', projects: 2 },
    ]),
  );
  expect(counts.some((row) => row.company_id === umbrella)).toBe(false);
});

// PGlite is one connection: two writers at once exist on PostgreSQL only
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres('two transactions adding projects to one company at once both count', async () => {
  const { options } = empty.store;
  if (options.kind !== 'postgres') throw new Error('runs on PostgreSQL');
  const [{ id }] = (await empty.db.query<{ id: string }>("SELECT id FROM companies WHERE slug = 'initech'")) as [
    { id: string },
  ];
  const add = (name: string) => (client: pg.Client) =>
    client.query("INSERT INTO projects (company_id, name, start_date) VALUES ($1, $2, '2026-03-01')", [id, name]);
  // the second waits for the first transaction's lock on the company's pending count, then adds to what it committed
  await twoWritersAtOnce(options.connectionString, { first: add('First writer'), second: add('Second writer') });
  expect(await kept()).toEqual(await actual());
  expect(await kept()).toEqual(expect.arrayContaining([{ company_id: id, status: 'pending', projects: 2 }]));
});
