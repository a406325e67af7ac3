import type { Database } from './client.js';
import { migrate } from './migrate.js';
import { isEmpty, seedDatabase } from './seed/index.js';

export type StartupOptions = {
  /** TIMELY_SEED: `demo` fills an empty database with the demo companies; `none` leaves it empty. */
  seed: 'demo' | 'none';
  passwordCost: number;
  today?: Date;
  /** Called before a seed starts (it takes a while on a slow machine). */
  onSeedStart?: () => void;
};

/**
 * What every start does before it listens: apply pending migrations, then seed the demo companies when the
 * database holds no company and TIMELY_SEED is `demo`. With `none` the schema is there and no company is:
 * the first admin creates theirs (POST /v2/workspaces, docs/company.md). On PGlite it then vacuums and analyzes
 * every table, as autovacuum does on a server.
 */
export async function prepareDatabase(
  db: Database,
  options: StartupOptions,
): Promise<{ migrations: string[]; seeded: boolean; empty: boolean }> {
  const prepared = await migrateAndSeed(db, options);
  // PGlite runs as a single user, without autovacuum: nothing else gives the planner its tables' statistics
  // (it plans from guesses) or sets the visibility map that lets a page be read from an index alone
  if (db.kind === 'pglite') await db.query('VACUUM (ANALYZE)');
  return prepared;
}

async function migrateAndSeed(
  db: Database,
  options: StartupOptions,
): Promise<{ migrations: string[]; seeded: boolean; empty: boolean }> {
  const migrations = await migrate(db);
  if (!(await isEmpty(db))) return { migrations, seeded: false, empty: false };
  if (options.seed === 'none') return { migrations, seeded: false, empty: true };
  options.onSeedStart?.();
  await seedDatabase(db, { today: options.today ?? new Date(), passwordCost: options.passwordCost });
  return { migrations, seeded: true, empty: false };
}
