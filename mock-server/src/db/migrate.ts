import type { Database } from './client.js';
import { migrations } from './migrations/index.js';

/** Applies every migration not yet applied, each in its own transaction, and returns their names. */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
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

/** Drops every table (the `reset` command): the next migrate starts from nothing. */
export async function dropEverything(db: Database): Promise<void> {
  await db.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
