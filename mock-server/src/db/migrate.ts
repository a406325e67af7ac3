import type { Database } from './client.js';
import { baseline } from './migrations/baseline/index.js';
import { migrations, type Migration } from './migrations/index.js';

const quoted = (name: string) => `'${name.replace(/'/g, "''")}'`;

/**
 * Applies every migration not yet applied, each in its own transaction, and returns their names. A database with
 * none gets the baseline instead of the migrations it covers, and records them as applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM _migrations')).map((row) => row.name));
  const ran = applied.size === 0 ? await applyBaseline(db) : [];
  for (const migration of migrations) {
    if (applied.has(migration.name) || ran.includes(migration.name)) continue;
    await applyMigration(db, migration);
    ran.push(migration.name);
  }
  return ran;
}

/** Runs one migration and records it, in one transaction. */
export async function applyMigration(db: Database, migration: Migration): Promise<void> {
  await db.execScript(
    `${migration.up}\n${migration.handWritten ?? ''}\nINSERT INTO _migrations (name) VALUES (${quoted(migration.name)});`,
  );
}

/** Builds an empty database as the migrations up to `baseline.covers` would, in one transaction. */
async function applyBaseline(db: Database): Promise<string[]> {
  const last = migrations.findIndex((migration) => migration.name === baseline.covers);
  if (last < 0) throw new Error(`the baseline covers ${baseline.covers}, which is not in the list of migrations`);
  const names = migrations.slice(0, last + 1).map((migration) => migration.name);
  await db.execScript(
    [
      baseline.prerequisites,
      baseline.generated,
      baseline.handWritten,
      `INSERT INTO _migrations (name) VALUES ${names.map((name) => `(${quoted(name)})`).join(', ')};`,
    ].join('\n'),
  );
  return names;
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
