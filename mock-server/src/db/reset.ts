import type { Database } from './client.js';
import { dropEverything, migrate } from './migrate.js';
import { seedDatabase } from './seed/index.js';
import type { SeedContext } from './seed/core.seed.js';

/** The `reset` command: drops every table (uploads, mail, sessions included), migrates and seeds again. */
export async function resetDatabase(db: Database, context?: SeedContext): Promise<void> {
  await dropEverything(db);
  await migrate(db);
  await seedDatabase(db, context);
}
