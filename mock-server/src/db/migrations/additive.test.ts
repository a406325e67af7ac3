import { dropEverything } from '../migrate.js';
import type { Database } from '../client.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { migrations } from './index.js';

/**
 * Within a major version of the API a migration only adds (docs/deploy.md, "Ship the API"): an API of the
 * same major but older runs on the database a newer one migrated, which is what lets the API be rolled back
 * and lets remotes built against an older API keep working. So, from the first migration of major 1 on, no
 * migration drops or renames a table or a column, changes a column's type, or makes a column that existed
 * required. Indexes, constraints and triggers may be replaced.
 */
const FIRST_OF_MAJOR = '0132-company-project-lists';

type Column = { table: string; column: string; type: string; nullable: boolean };

async function columns(db: Database): Promise<Map<string, Column>> {
  const rows = await db.query<{ table: string; column: string; type: string; nullable: string }>(
    `SELECT table_name AS "table", column_name AS "column", data_type AS "type", is_nullable AS nullable
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  );
  return new Map(
    rows.map((row) => [`${row.table}.${row.column}`, { ...row, nullable: row.nullable === 'YES' }] as const),
  );
}

/** What a migration took away from the columns that were there before it. */
function taken(before: Map<string, Column>, after: Map<string, Column>): string[] {
  return [...before.values()].flatMap((column) => {
    const name = `${column.table}.${column.column}`;
    const now = after.get(name);
    if (!now) return [`${name} is gone`];
    if (now.type !== column.type) return [`${name} changed type: ${column.type} → ${now.type}`];
    if (column.nullable && !now.nullable) return [`${name} became required`];
    return [];
  });
}

let db: Database;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ db, dropDatabase } = await openTestDatabase());
  await dropEverything(db);
});
afterAll(async () => {
  await db?.close();
  await dropDatabase?.();
});

it('from the first migration of the major on, every migration only adds', async () => {
  const first = migrations.findIndex((migration) => migration.name === FIRST_OF_MAJOR);
  expect(first).toBeGreaterThan(0);
  const found: string[] = [];
  for (const [index, migration] of migrations.entries()) {
    const before = index >= first ? await columns(db) : null;
    await db.execScript(`${migration.up}\n${migration.handWritten ?? ''}`);
    if (before) found.push(...taken(before, await columns(db)).map((change) => `${migration.name}: ${change}`));
  }
  expect(found).toEqual([]);
});

it('would notice a migration that takes a column away', async () => {
  const before = await columns(db);
  await db.execScript(
    'ALTER TABLE feed_posts DROP COLUMN body; ALTER TABLE tasks ALTER COLUMN title TYPE varchar(20);',
  );
  expect(taken(before, await columns(db))).toEqual([
    'feed_posts.body is gone',
    'tasks.title changed type: text → character varying',
  ]);
});
