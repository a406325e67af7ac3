import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { users } from '../schema/core.js';
import { projectMembers } from '../schema/projects.js';
import { sprints, tasks } from '../schema/sprints.js';
import { taskComments, taskEvents } from '../schema/task-activity.js';
import type { SeedContext } from './core.seed.js';
import { seedId } from './seed-ids.js';

const HOUR = 3_600_000;
const STATUS_TEXT = {
  not_started: 'Not started',
  in_progress: 'In progress',
  stuck: 'Stuck',
  completed: 'Completed',
} as const;

type EventRow = typeof taskEvents.$inferInsert;

/**
 * The history and comments of the seeded tasks (issue #27), so the task page, the burndown and the report
 * have something to show: each task was created by a manager of its project; a task worked on was started
 * on its sprint's first day (or a day later), a stuck one got stuck a day after, a completed one was
 * completed when the seed says (with its actual hours and route). Tasks of this week's sprints carry a
 * short conversation, the manager's reply mentioning the assignee.
 */
export async function seedTaskActivity(orm: Orm, context: SeedContext): Promise<void> {
  const managers = await orm
    .select({ projectId: projectMembers.projectId, userId: projectMembers.userId, name: users.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.role, 'manager'))
    .orderBy(asc(users.name));
  const managerOf: ManagerOf = new Map();
  for (const row of managers) if (!managerOf.has(row.projectId)) managerOf.set(row.projectId, row);
  await seedTaskEvents(orm, context, managerOf);
  await seedTaskComments(orm, context, managerOf);
}

/** Each project's first manager by name: who created its tasks and answers on them. */
type ManagerOf = Map<string, { userId: string; name: string }>;
type TaskOfSeed = typeof tasks.$inferSelect;
/** One history entry of a task, before it gets its id. */
type Change = Omit<EventRow, 'id' | 'companyId' | 'taskId'>;

async function seedTaskEvents(orm: Orm, context: SeedContext, managerOf: ManagerOf): Promise<void> {
  const rows = await orm
    .select({ task: tasks, sprintStarted: sprints.startedAt })
    .from(tasks)
    .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
    .orderBy(asc(tasks.id));
  const events: EventRow[] = [];
  for (const { task, sprintStarted } of rows) {
    for (const change of historyOf(task, sprintStarted, managerOf.get(task.projectId)?.userId ?? null, context.today))
      events.push({
        id: seedId('task-event', task.id, change.field, events.length),
        companyId: task.companyId,
        taskId: task.id,
        ...change,
      });
  }
  for (let start = 0; start < events.length; start += 500)
    await orm.insert(taskEvents).values(events.slice(start, start + 500));
}

/** A task's history: created by the manager, then started, stuck or completed as its status says. */
function historyOf(task: TaskOfSeed, sprintStarted: Date | null, manager: string | null, today: Date): Change[] {
  const change = (
    actorId: string | null,
    at: Date,
    field: EventRow['field'],
    from: [string | null, string | null] = [null, null],
    to: [string | null, string | null] = [null, null],
  ): Change => ({ actorId, field, fromValue: from[0], fromLabel: from[1], toValue: to[0], toLabel: to[1], at });
  const history = [change(manager, task.createdAt, 'created')];
  if (task.status === 'not_started' || !sprintStarted) return history;
  const actor = task.assigneeId ?? manager;
  const started = new Date(sprintStarted.getTime() + 10 * HOUR);
  const done =
    task.completedAt && task.completedAt > started ? task.completedAt : new Date(started.getTime() + 4 * HOUR);
  const working = ['in_progress', STATUS_TEXT.in_progress] as [string, string];
  history.push(change(actor, started, 'status', ['not_started', STATUS_TEXT.not_started], working));
  if (task.status === 'stuck') {
    const stuck = new Date(Math.min(started.getTime() + 24 * HOUR, today.getTime()));
    history.push(change(actor, stuck > started ? stuck : started, 'status', working, ['stuck', STATUS_TEXT.stuck]));
  }
  if (task.status === 'completed') {
    history.push(
      change(actor, done, 'status', working, ['completed', STATUS_TEXT.completed]),
      change(actor, done, 'actualHours', [null, null], [task.actualHours, String(Number(task.actualHours))]),
      change(actor, done, 'route', [null, null], [task.route, task.route]),
    );
  }
  return history;
}

/** A conversation on two tasks of each sprint running this week, the manager's reply mentioning the assignee. */
async function seedTaskComments(orm: Orm, context: SeedContext, managerOf: ManagerOf): Promise<void> {
  const people = new Map(
    (await orm.select({ id: users.id, name: users.name }).from(users)).map((row) => [row.id, row.name]),
  );
  const current = await orm
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(sprints, eq(sprints.id, tasks.sprintId))
    .where(
      and(
        isNotNull(sprints.startedAt),
        isNull(sprints.closedAt),
        isNotNull(tasks.assigneeId),
        inArray(tasks.status, ['in_progress', 'stuck']),
      ),
    )
    .orderBy(asc(tasks.id));
  const seen = new Map<string, number>();
  const comments: Array<typeof taskComments.$inferInsert> = [];
  for (const { task } of current) {
    const count = seen.get(task.projectId) ?? 0;
    const manager = managerOf.get(task.projectId);
    if (count >= 2 || !manager || !task.assigneeId || manager.userId === task.assigneeId) continue;
    seen.set(task.projectId, count + 1);
    const assignee = people.get(task.assigneeId) ?? 'there';
    const at = new Date(context.today.getTime() - (5 - count) * HOUR);
    comments.push(
      {
        id: seedId('task-comment', task.id, 1),
        companyId: task.companyId,
        taskId: task.id,
        authorId: task.assigneeId,
        body:
          task.status === 'stuck'
            ? 'Blocked on the API contract: the error codes are not settled yet. Notes in https://example.com/wiki/errors'
            : 'Started on this; the first half should be up for review tomorrow.',
        createdAt: at,
      },
      {
        id: seedId('task-comment', task.id, 2),
        companyId: task.companyId,
        taskId: task.id,
        authorId: manager.userId,
        body: `@${assignee.split(' ')[0]} thanks, ping me when it is ready and I will pair on the rest.`,
        mentionIds: [task.assigneeId],
        createdAt: new Date(at.getTime() + HOUR),
      },
    );
  }
  if (comments.length) await orm.insert(taskComments).values(comments);
}
