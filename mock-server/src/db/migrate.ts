import type { Database } from './client.js';
import { migrations } from './migrations/index.js';

/** Applies every migration not yet applied, each in its own transaction, and returns their names. */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM _migrations')).map((row) => row.name));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    const name = migration.name.replace(/'/g, "''");
    await db.execScript(`${migration.up}\nINSERT INTO _migrations (name) VALUES ('${name}');`);
    ran.push(migration.name);
  }
  return ran;
}

/** How many of this version's migrations the database has, and which it lacks (`/ready`). */
export async function pendingMigrations(db: Database): Promise<{ applied: number; pending: string[] }> {
  const [table] = await db.query<{ name: string | null }>(`SELECT to_regclass('_migrations')::text AS name`);
  const applied = new Set(
    table?.name ? (await db.query<{ name: string }>('SELECT name FROM _migrations')).map((row) => row.name) : [],
  );
  return {
    applied: applied.size,
    pending: migrations.map((migration) => migration.name).filter((name) => !applied.has(name)),
  };
}

/** Drops every table (the `reset` command): the next migrate starts from nothing. */
export async function dropEverything(db: Database): Promise<void> {
  await db.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
