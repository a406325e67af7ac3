import { openDatabase, type Database } from '../db/client.js';
import { applyMigration } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { createEmptyDatabase, type EmptyDatabase } from './empty-database.js';

/**
 * For a test file of the database itself: an empty database on this leg's engine, made and opened before the
 * file's tests and removed after them. `db` and `store` are read inside the tests, once the file's beforeAll ran.
 */
export function emptyDatabaseForThisFile(): { readonly db: Database; readonly store: EmptyDatabase } {
  let store: EmptyDatabase | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    store = await createEmptyDatabase();
    db = await openDatabase(store.options);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await store?.cleanup();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the empty database is made in beforeAll: read it inside a test');
    return value;
  };
  return {
    get db() {
      return opened(db);
    },
    get store() {
      return opened(store);
    },
  };
}

/**
 * Brings an empty database to the schema just before migration `name`, as a database of that time had it, so a
 * test can store rows the way that schema took them and then see what `migrate` makes of them.
 */
export async function migrateToJustBefore(db: Database, name: string): Promise<void> {
  const index = migrations.findIndex((migration) => migration.name === name);
  if (index <= 0) throw new Error(`no migration ${name} with one before it`);
  await db.query('CREATE TABLE _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of migrations.slice(0, index)) await applyMigration(db, migration);
}
