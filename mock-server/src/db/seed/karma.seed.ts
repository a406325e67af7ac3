import { and, eq, isNotNull } from 'drizzle-orm';
import { karmaPoints } from '@timely/contract';
import type { Orm } from '../client.js';
import { karmaAwards } from '../schema/karma.js';
import { tasks } from '../schema/sprints.js';
import type { SeedContext } from './core.seed.js';
import { seedId } from './seed-ids.js';

/**
 * Karma for the seeded completed tasks (issue #7), so the Overview's leaderboard has data: each award goes
 * to the task's assignee, dated when the task was completed, points by the rule of the contract.
 */
export async function seedKarma(orm: Orm, _context: SeedContext): Promise<void> {
  const done = await orm
    .select({
      id: tasks.id,
      companyId: tasks.companyId,
      assigneeId: tasks.assigneeId,
      estimateHours: tasks.estimateHours,
      route: tasks.route,
      completedAt: tasks.completedAt,
    })
    .from(tasks)
    .where(and(eq(tasks.status, 'completed'), isNotNull(tasks.assigneeId)))
    .orderBy(tasks.id);
  const rows = done.map((task) => ({
    id: seedId('karma', task.id),
    companyId: task.companyId,
    taskId: task.id,
    earnedBy: task.assigneeId!,
    recipientId: task.assigneeId!,
    points: String(karmaPoints(Number(task.estimateHours), task.route ?? 'known')),
    ...(task.completedAt ? { createdAt: task.completedAt } : {}),
  }));
  for (let start = 0; start < rows.length; start += 500)
    await orm.insert(karmaAwards).values(rows.slice(start, start + 500));
}
