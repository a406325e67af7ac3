import type pg from 'pg';
import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';
import { twoWritersAtOnce } from '../../testing/two-writers.js';

/**
 * Migration 0132 on a database that already holds projects, on this leg's engine: it fills each company's
 * count and sidebar list from the stored projects, and its triggers keep both exact through every way a
 * project is written (added alone or in bulk, renamed, deleted and restored, moved, removed, or changed
 * in what the list does not show), whoever writes it.
 */
const empty = emptyDatabaseForThisFile();

type Kept = { company_id: string; projects: number; names: string };
const kept = async () =>
  (await empty.db.query<Kept>('SELECT company_id, projects, names FROM company_project_lists ORDER BY company_id')).map(
    (row) => ({ ...row, names: JSON.parse(row.names) as unknown }),
  );
// what the sidebar and a level3 page read before the migration: the projects themselves
const actual = async () =>
  (
    await empty.db.query<Kept>(`
    SELECT c.id AS company_id,
      (SELECT count(*)::int FROM projects p WHERE p.company_id = c.id AND p.deleted_at IS NULL) AS projects,
      (SELECT coalesce(json_agg(json_build_object('_id', v.id, 'name', v.name)), '[]')::text
        FROM (SELECT p.id, p.name FROM projects p WHERE p.company_id = c.id AND p.deleted_at IS NULL ORDER BY p.name) v) AS names
    FROM companies c ORDER BY c.id`)
  ).map((row) => ({ ...row, names: JSON.parse(row.names) as unknown }));

it('fills each company from the projects already stored, and keeps it through every write', async () => {
  await migrateToJustBefore(empty.db, '0132-company-project-lists');
  await empty.db.query(
    "INSERT INTO companies (name, slug) VALUES ('Acme', 'acme'), ('Globex', 'globex'), ('Initech', 'initech')",
  );
  await empty.db.query(
    "INSERT INTO projects (company_id, name, start_date) SELECT id, 'Project ' || n, '2026-01-01' FROM companies, generate_series(1, CASE slug WHEN 'acme' THEN 7 WHEN 'globex' THEN 3 ELSE 0 END) AS n",
  );
  await empty.db.query("UPDATE projects SET deleted_at = now() WHERE name = 'Project 2'");
  const stored = await actual();

  expect(await migrate(empty.db)).toContain('0132-company-project-lists');
  expect(await kept()).toEqual(stored);
  expect(stored.map((row) => row.projects)).toEqual(expect.arrayContaining([6, 2, 0]));

  const [acme, globex] = (
    await empty.db.query<{ id: string }>("SELECT id FROM companies WHERE slug IN ('acme', 'globex') ORDER BY slug")
  ).map((row) => row.id);
  const writes = [
    ['one added', "INSERT INTO projects (company_id, name, start_date) VALUES ($1, 'Aardvark', '2026-02-01')", [acme]],
    [
      'many added in one statement',
      "INSERT INTO projects (company_id, name, start_date) SELECT $1, 'Bulk ' || n, '2026-02-01' FROM generate_series(1, 50) AS n",
      [globex],
    ],
    ['renamed', "UPDATE projects SET name = 'Zebra' WHERE company_id = $1 AND name = 'Project 3'", [acme]],
    ['deleted', "UPDATE projects SET deleted_at = now() WHERE company_id = $1 AND name = 'Project 4'", [acme]],
    ['restored', "UPDATE projects SET deleted_at = NULL WHERE company_id = $1 AND name = 'Project 2'", [acme]],
    [
      'moved to another company',
      "UPDATE projects SET company_id = $2 WHERE company_id = $1 AND name = 'Project 5'",
      [acme, globex],
    ],
    [
      'changed where the list does not look',
      "UPDATE projects SET status = 'delivered', description = 'x' WHERE company_id = $1",
      [acme],
    ],
    ['removed for good', "DELETE FROM projects WHERE company_id = $1 AND name LIKE 'Bulk 1%'", [globex]],
  ] as const;
  for (const [, text, values] of writes) {
    await empty.db.query(text, [...values]);
    expect(await kept()).toEqual(await actual());
  }
  expect((await kept()).find((row) => row.company_id === acme)?.names).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'Zebra' })]),
  );
});

// PGlite is one connection: two writers at once exist on PostgreSQL only
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres('two transactions adding projects to one company at once both end up in its list', async () => {
  const { options } = empty.store;
  if (options.kind !== 'postgres') throw new Error('runs on PostgreSQL');
  const [{ id }] = (await empty.db.query<{ id: string }>("SELECT id FROM companies WHERE slug = 'initech'")) as [
    { id: string },
  ];
  const add = (name: string) => (client: pg.Client) =>
    client.query("INSERT INTO projects (company_id, name, start_date) VALUES ($1, $2, '2026-03-01')", [id, name]);
  // the second waits for the first transaction's lock on the company, then reads what it committed
  await twoWritersAtOnce(options.connectionString, { first: add('First writer'), second: add('Second writer') });
  expect(await kept()).toEqual(await actual());
});
