import { and, eq, isNotNull } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { karmaAwards } from '../schema/karma.js';
import { tasks } from '../schema/sprints.js';
import type { SeedContext } from './core.seed.js';

/**
 * Karma for the seeded completed tasks, so the Overview leaderboard has numbers: the rule of migration 0052
 * (1 point per estimated hour, +50 % for a new route) to the assignee, at the completion time. It skips a
 * task that already has an award (the tasks screen's seed may award them too: one award per task).
 */
export async function seedOverviewKarma(orm: Orm, _context: SeedContext): Promise<void> {
  const done = await orm
    .select({ id: tasks.id, companyId: tasks.companyId, assigneeId: tasks.assigneeId, estimateHours: tasks.estimateHours, route: tasks.route, completedAt: tasks.completedAt })
    .from(tasks)
    .where(and(eq(tasks.status, 'completed'), isNotNull(tasks.assigneeId), isNotNull(tasks.completedAt)));
  const rows = done.map((task) => ({
    companyId: task.companyId,
    taskId: task.id,
    earnedBy: task.assigneeId!,
    recipientId: task.assigneeId!,
    points: (Number(task.estimateHours) * (task.route === 'new' ? 1.5 : 1)).toFixed(2),
    createdAt: task.completedAt!,
  }));
  for (let start = 0; start < rows.length; start += 500) await orm.insert(karmaAwards).values(rows.slice(start, start + 500)).onConflictDoNothing();
}
