import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { users } from '../schema/core.js';
import { workModeDays } from '../schema/work-mode-days.js';
import type { SeedContext } from './core.seed.js';
import { addDays, isoDay, mondayOf } from './projects.seed.js';
import { seedId, seededRandom } from './seed-ids.js';

const MODES = ['office', 'wfh', 'field'] as const;
/** Weeks relative to this one that get a row per working day: the last two, this one and the next. */
const WEEKS = [-2, -1, 0, 1];

/**
 * Where each peer works, Monday to Friday, around today (Overview dashboard, issue #7): mostly their default
 * work mode, about one day in four another one, so the week chart has something to show. Deterministic.
 */
export async function seedWorkModes(orm: Orm, context: SeedContext): Promise<void> {
  const monday = mondayOf(context.today);
  for (const company of ['acme', 'globex']) {
    const companyId = seedId('company', company);
    const random = seededRandom(company === 'acme' ? 55 : 56);
    const peers = await orm
      .select({ id: users.id, mode: users.defaultWorkMode })
      .from(users)
      .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)))
      .orderBy(users.employeeId);
    const rows: Array<typeof workModeDays.$inferInsert> = [];
    for (const week of WEEKS) {
      for (let weekday = 0; weekday < 5; weekday += 1) {
        const day = isoDay(addDays(monday, week * 7 + weekday));
        for (const peer of peers) {
          const roll = random();
          const mode = roll < 0.75 ? peer.mode : MODES[Math.floor(random() * MODES.length)]!;
          rows.push({ companyId, userId: peer.id, day, mode: mode as (typeof MODES)[number] });
        }
      }
    }
    if (rows.length) await orm.insert(workModeDays).values(rows);
  }
}
