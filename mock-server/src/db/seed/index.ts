import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { companies } from '../schema/core.js';
import { seedCore, type SeedContext } from './core.seed.js';
import { seedFeeds } from './feeds.seed.js';
import { seedKpis } from './kpi.seed.js';
import { seedProjects } from './projects.seed.js';
import { seedShell } from './shell.seed.js';
import { seedSprints } from './sprints.seed.js';
import { seedKarma } from './karma.seed.js';
import { seedTaskActivity } from './task-activity.seed.js';
import { seedLeave } from './leave.seed.js';
import { seedDemo } from './demo.seed.js';
import { seedPeerFeedback } from './peer-feedback.seed.js';
import { seedWorkModes } from './work-modes.seed.js';

/**
 * The demo data of the seed, mock-server/src/db/seed. Deterministic for a given day: dates are laid out around `today`
 * (sprints of the last 3 months and the next), everything else is fixed.
 */
export async function seedDatabase(db: Database, context: SeedContext = { today: new Date() }): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await seedCore(tx, context);
    await seedProjects(tx, context);
    await seedShell(tx, context);
    await seedDemo(tx, context);
    await seedFeeds(tx, context);
    await seedKpis(tx, context);
    await seedSprints(tx, context);
    await seedKarma(tx, context);
    await seedTaskActivity(tx, context);
    await seedLeave(tx, context);
    await seedPeerFeedback(tx, context);
    await seedWorkModes(tx, context);
  });
}

/** True when the database holds no company yet: the first start seeds it. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.orm.select({ count: sql<number>`count(*)::int` }).from(companies);
  return (row?.count ?? 0) === 0;
}
