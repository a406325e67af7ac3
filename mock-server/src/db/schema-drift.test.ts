import { generateDrizzleJson, generateMigration } from './drizzle-kit-api.js';
import { openEmptyDatabase } from '../testing/empty-database.js';
import { compareCatalogs, describeDifference, readCatalog, type Catalog } from '../testing/schema-catalog.js';
import type { Database } from './client.js';
import { applyMigration, dropEverything, migrate } from './migrate.js';
import { baseline } from './migrations/baseline/index.js';
import { migrations } from './migrations/index.js';
import * as schema from './schema/index.js';

/**
 * Issues #31 and #53: what runs (the migrations), what the code queries with (the drizzle schema) and what a new
 * database is built from (the baseline) cannot drift apart. One empty database on this leg's engine is built three
 * ways and the catalogs must agree exactly (testing/schema-catalog.ts says what is compared): by the migrations one
 * by one, as a database made before the baseline was; by `migrate`, as a new one is; and by the SQL drizzle-kit
 * generates from the schema today plus what is written by hand beside it.
 */
const IGNORED_TABLES = ['_migrations'];
let store: Awaited<ReturnType<typeof openEmptyDatabase>>;
let db: Database;
let oneByOne: Catalog;
let fromMigrate: Catalog;
let fromSchema: Catalog;

beforeAll(async () => {
  store = await openEmptyDatabase();
  db = store.db;
  await db.query('CREATE TABLE _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of migrations) await applyMigration(db, migration);
  oneByOne = await readCatalog(db, IGNORED_TABLES);

  await dropEverything(db);
  await migrate(db);
  fromMigrate = await readCatalog(db, IGNORED_TABLES);

  await dropEverything(db);
  await db.execScript([baseline.prerequisites, ...(await schemaStatements()), ...handWrittenSql()].join('\n'));
  fromSchema = await readCatalog(db, IGNORED_TABLES);
}, 60_000);
afterAll(async () => {
  await store?.cleanup();
});

/** drizzle-kit's SQL for the whole schema, as `drizzle-kit generate` would write it for an empty database. */
async function schemaStatements(): Promise<string[]> {
  return generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...schema }));
}

/** What drizzle cannot declare, in the order it runs: the baseline's, then each later migration's. */
function handWrittenSql(): string[] {
  const afterBaseline = migrations.slice(migrations.findIndex((migration) => migration.name === baseline.covers) + 1);
  return [baseline.handWritten, ...afterBaseline.map((migration) => migration.handWritten ?? '')];
}

it('a new database (the baseline) is the one the migrations build one by one', () => {
  expect(compareCatalogs(oneByOne, fromMigrate).map(describeDifference)).toEqual([]);
});

it('the schema and the hand-written SQL beside it build what the migrations build', () => {
  expect(compareCatalogs(fromMigrate, fromSchema).map(describeDifference)).toEqual([]);
});

it('a new database records every migration the baseline stands for, and migrating again runs nothing', async () => {
  await dropEverything(db);
  expect(await migrate(db)).toEqual(migrations.map((migration) => migration.name));
  expect(await migrate(db)).toEqual([]);
});

it('a drift of any kind shows as a difference', async () => {
  expect(fromMigrate.size).toBeGreaterThan(500);
  // a new database, changed the ways a schema or a migration could drift
  await db.execScript(`
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    ALTER TABLE tasks ALTER COLUMN title DROP NOT NULL;
    ALTER TABLE projects ALTER COLUMN description SET DEFAULT 'none';
    ALTER TABLE demo_todos ALTER COLUMN title TYPE varchar(200);
    ALTER TABLE notifications ADD COLUMN extra text;
    DROP INDEX tasks_sprint;
    CREATE INDEX tasks_sprint ON tasks (sprint_id);
    ALTER TABLE companies RENAME CONSTRAINT companies_slug_key TO companies_slug_unique;
    ALTER TABLE demo_autocomplete ADD FOREIGN KEY (id) REFERENCES demo_calendar_events (id);
    ALTER SEQUENCE demo_bookmark_star_seq INCREMENT 2;
    CREATE TABLE drift_probe (id integer PRIMARY KEY);
    CREATE FUNCTION drift_probe() RETURNS integer LANGUAGE sql AS 'SELECT 1';
    CREATE OR REPLACE FUNCTION company_events_notify() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RETURN NULL; END';
  `);
  const drifted = compareCatalogs(fromSchema, await readCatalog(db, IGNORED_TABLES));
  expect(drifted.map((difference) => difference.object)).toEqual([
    'check users.users_role_check',
    'column demo_todos.title',
    'column drift_probe.id',
    'column notifications.extra',
    'column projects.description',
    'column tasks.title',
    'foreign key demo_autocomplete (id)',
    'function company_events_notify()',
    'function drift_probe()',
    'index companies_slug_key',
    'index companies_slug_unique',
    'index drift_probe_pkey',
    'index tasks_sprint',
    'primary key drift_probe.drift_probe_pkey',
    'sequence demo_bookmark_star_seq',
    'table drift_probe',
    'unique companies.companies_slug_key',
    'unique companies.companies_slug_unique',
  ]);
});
