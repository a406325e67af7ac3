import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { openEmptyDatabase } from '../testing/empty-database.js';
import {
  compareCatalogs,
  describeDifference,
  readCatalog,
  type Catalog,
  type CatalogDifference,
} from '../testing/schema-catalog.js';
import type { Database } from './client.js';
import { dropEverything, migrate } from './migrate.js';
import * as schema from './schema/index.js';
import { IGNORED_TABLES, SCHEMA_EXCEPTIONS, SCHEMA_PREREQUISITES, type SchemaException } from './schema-exceptions.js';

/**
 * Issue #31: the migrations (what runs) and the drizzle schema (what the code queries with) cannot drift
 * apart. One empty database on this leg's engine is built twice, by the migrations and then by the SQL
 * drizzle-kit generates from the schema, and the two catalogs must agree (testing/schema-catalog.ts says
 * what is compared) but for the exceptions of db/schema-exceptions.ts.
 */
let store: Awaited<ReturnType<typeof openEmptyDatabase>>;
let db: Database;
let fromMigrations: Catalog;
let fromSchema: Catalog;
let differences: CatalogDifference[];

beforeAll(async () => {
  store = await openEmptyDatabase();
  db = store.db;
  await migrate(db);
  fromMigrations = await readCatalog(db, IGNORED_TABLES);

  await dropEverything(db);
  for (const prerequisite of SCHEMA_PREREQUISITES) await db.query(prerequisite.sql);
  await db.execScript((await schemaStatements()).join('\n'));
  fromSchema = await readCatalog(db, IGNORED_TABLES);
  differences = compareCatalogs(fromMigrations, fromSchema);
}, 60_000);
afterAll(async () => {
  await store?.cleanup();
});

/** drizzle-kit's SQL for the whole schema, as `drizzle-kit generate` would write it for an empty database. */
async function schemaStatements(): Promise<string[]> {
  return generateMigration(generateDrizzleJson({}), generateDrizzleJson({ ...schema }));
}

const excuses = (exception: SchemaException, difference: CatalogDifference) =>
  exception.object === difference.object &&
  exception.migrations === difference.migrations &&
  exception.schema === difference.schema;

it('the schema declares every table, column, default, key, check, index and sequence the migrations build', () => {
  const unexcused = differences.filter(
    (difference) => !SCHEMA_EXCEPTIONS.some((exception) => excuses(exception, difference)),
  );
  expect(unexcused.map(describeDifference)).toEqual([]);
});

it('every exception still excuses a difference', () => {
  const stale = SCHEMA_EXCEPTIONS.filter(
    (exception) => !differences.some((difference) => excuses(exception, difference)),
  );
  expect(stale.map((exception) => exception.object)).toEqual([]);
});

it('a drift of any kind shows as a difference', async () => {
  expect(fromMigrations.size).toBeGreaterThan(500);
  // the schema's database, changed the ways a schema or a migration could drift
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
