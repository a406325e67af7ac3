import { and, asc, desc, eq, gt, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { notificationEnglish } from '@timely/contract/english';
import {
  taskPagePath,
  type NotificationParams,
  type NotificationText,
  type TaskStatusValue,
  type TaskWatchers,
  type WatchChangeKind,
  type WatchReason,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import { notifications } from '../../db/schema/shell.js';
import { tasks } from '../../db/schema/sprints.js';
import { taskWatchers } from '../../db/schema/task-activity.js';
import { notifyAll, type NotifyInput } from '../notifications.js';
import { loadTask } from './task-view.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Whether `userId` (a users row's id column or a value) may see the project of `projectId` now: level3 every
 * project of the company, others the ones they manage or belong to (canViewProject, as SQL).
 */
export function seesProject(userId: SQL | AnyColumn, projectId: SQL | AnyColumn): SQL {
  return sql`(
    (SELECT ${users.level} FROM ${users} WHERE ${users.id} = ${userId}) = 'level3'
    OR EXISTS (SELECT 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${projectId} AND ${projectMembers.userId} = ${userId})
  )`;
}

/**
 * Makes `userIds` watchers of the task (the creator, an assignee, a commenter, the mentioned); someone already
 * watching keeps their first reason. Call it inside the transaction that makes the change.
 */
export async function addWatchers(
  orm: Orm,
  taskId: string,
  userIds: readonly (string | null | undefined)[],
  reason: WatchReason,
  at: Date,
): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return;
  await orm
    .insert(taskWatchers)
    .values(ids.map((userId) => ({ taskId, userId, reason, createdAt: at })))
    .onConflictDoNothing();
}

/** Watchers who may still see the task's project (someone who left it is neither listed nor counted). */
const visibleWatcher = and(
  isNull(users.deletedAt),
  sql`${seesProject(taskWatchers.userId, sql`(SELECT ${tasks.projectId} FROM ${tasks} WHERE ${tasks.id} = ${taskWatchers.taskId})`)}`,
);

/** GET /v2/tasks/:id/watchers: anyone who sees the task; the names and avatars its team list shows. */
export async function taskWatchersOf(ctx: ServiceContext, taskId: string): Promise<TaskWatchers> {
  const { orm, caller: auth } = ctx;
  await loadTask(orm, auth, taskId);
  const rows = await orm
    .select({ _id: users.id, name: users.name, avatarUrl: users.avatarUrl, reason: taskWatchers.reason })
    .from(taskWatchers)
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(and(eq(taskWatchers.taskId, taskId), visibleWatcher))
    .orderBy(asc(taskWatchers.createdAt), asc(users.name));
  return {
    watching: rows.some((row) => row._id === auth.userId),
    watcherCount: rows.length,
    items: rows.map((row) => ({
      _id: row._id,
      name: row.name,
      profilePic: ctx.pictureUrl(row.avatarUrl),
      reason: row.reason,
    })),
  };
}

/** POST /v2/tasks/:id/watch: anyone who sees the task (404 / 403 as reading it); watching twice is no error. */
export async function watchTask(ctx: ServiceContext, taskId: string) {
  const { caller: auth } = ctx;
  await loadTask(ctx.orm, auth, taskId);
  await addWatchers(ctx.orm, taskId, [auth.userId], 'manual', ctx.now());
  return taskWatchersOf(ctx, taskId);
}

/** DELETE /v2/tasks/:id/watch: the caller stops watching, whatever made them a watcher. */
export async function unwatchTask(ctx: ServiceContext, taskId: string) {
  const { caller: auth } = ctx;
  await loadTask(ctx.orm, auth, taskId);
  await ctx.orm.delete(taskWatchers).where(and(eq(taskWatchers.taskId, taskId), eq(taskWatchers.userId, auth.userId)));
  return taskWatchersOf(ctx, taskId);
}

/** What changed, as `notifyWatchers` is told. */
export type WatchedChange =
  | { kind: 'status'; to: Exclude<TaskStatusValue, 'completed'> }
  /** Who got the karma points and how many (the assignee, or a peer they recognised). */
  | { kind: 'completed'; points: number; pointsTo: string }
  | { kind: 'comment'; body: string }
  /** The new due date (YYYY-MM-DD), or null when it was removed. */
  | { kind: 'due-date'; dueDate: string | null };

/** Who made the change, in which company, when (the server's clock): the writer's own transaction as `orm`. */
export type WatchContext = {
  orm: Orm;
  companyId: string;
  actorId: string;
  now: Date;
  /** Watchers told otherwise already (the peers a comment mentions get their own notification). */
  skip?: readonly string[];
};

/** One notification per task, watcher and minute: later changes within it fold into the same one. */
const WATCH_BATCH_MS = 60_000;
const COMMENT_EXCERPT = 300;
const ORDER: readonly WatchChangeKind[] = ['completed', 'status', 'comment', 'due-date'];
const WHAT_KEY: Record<WatchChangeKind, string> = {
  completed: 'completed',
  status: 'status',
  comment: 'comment',
  'due-date': 'dueDate',
};

/**
 * Tells the task's watchers (the actor left out) of a change: a status change, its completion (who
 * completed it and who got the points), a new comment, or a new due date. The due-date writer calls it as
 * `notifyWatchers({ orm: tx, companyId, actorId, now }, taskId, { kind: 'due-date', dueDate })` inside its
 * transaction. A watcher who can no longer see the project (left the team, deleted) is told nothing.
 * Changes within a minute of a watcher's last notification about the task fold into it ("Ada changed the
 * status and commented on Build"), which is marked unread again.
 */
export async function notifyWatchers(ctx: WatchContext, taskId: string, change: WatchedChange): Promise<number> {
  const { orm } = ctx;
  const [task] = await orm
    .select({ title: tasks.title, projectId: tasks.projectId })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(
      and(
        eq(tasks.id, taskId),
        eq(tasks.companyId, ctx.companyId),
        isNull(tasks.deletedAt),
        isNull(projects.deletedAt),
      ),
    );
  if (!task) return 0;
  const [actor] = await orm.select({ name: users.name }).from(users).where(eq(users.id, ctx.actorId));
  const watchers = await orm
    .select({ userId: taskWatchers.userId })
    .from(taskWatchers)
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(
      and(
        eq(taskWatchers.taskId, taskId),
        ne(taskWatchers.userId, ctx.actorId),
        eq(users.companyId, ctx.companyId),
        visibleWatcher,
      ),
    );
  const told = watchers.filter((watcher) => !ctx.skip?.includes(watcher.userId));
  if (!told.length) return 0;
  const batchKey = `task:${taskId}`;
  const since = new Date(ctx.now.getTime() - WATCH_BATCH_MS);
  const open = await orm
    .select({ id: notifications.id, userId: notifications.userId, params: notifications.params })
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          told.map((watcher) => watcher.userId),
        ),
        eq(notifications.batchKey, batchKey),
        gt(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.createdAt));
  const actorName = actor?.name ?? '';
  const fresh: NotifyInput[] = [];
  for (const { userId } of told) {
    const earlier = open.find((row) => row.userId === userId);
    const params = folded(earlier?.params ?? null, actorName, task.title, change);
    const title: NotificationText = { code: 'watch.changed', params };
    const body: NotificationText = { code: 'watch.details', params };
    if (earlier) {
      await orm
        .update(notifications)
        .set({
          title: notificationEnglish(title).slice(0, 200),
          body: notificationEnglish(body).slice(0, 1000),
          params,
          readAt: null,
        })
        .where(eq(notifications.id, earlier.id));
    } else {
      fresh.push({
        companyId: ctx.companyId,
        userId,
        kind: 'watch',
        title,
        body,
        link: taskPagePath(taskId),
        createdAt: ctx.now,
        batchKey,
      });
    }
  }
  await notifyAll(orm, fresh);
  return told.length;
}

/** The notification's values with one more change folded in (the latest value of each kind wins). */
function folded(
  earlier: NotificationParams | null,
  actor: string,
  taskTitle: string,
  change: WatchedChange,
): NotificationParams {
  const base: NotificationParams = earlier ?? {
    actor,
    task: taskTitle,
    what: '',
    status: 'none',
    completedBy: 'none',
    points: 0,
    pointsTo: 'none',
    dueDate: 'none',
    comment: 'none',
    commenter: 'none',
  };
  const actors = String(base.actor).split(', ');
  const kinds = new Set(
    String(base.what)
      .split('_')
      .filter(Boolean)
      .map((key) => ORDER.find((kind) => WHAT_KEY[kind] === key)!),
  );
  kinds.add(change.kind);
  // a completion says more than the status it came from
  if (kinds.has('completed')) kinds.delete('status');
  const next: NotificationParams = {
    ...base,
    task: taskTitle,
    actor: actors.includes(actor) ? base.actor! : [...actors, actor].join(', '),
    what: ORDER.filter((kind) => kinds.has(kind))
      .map((kind) => WHAT_KEY[kind])
      .join('_'),
  };
  switch (change.kind) {
    case 'status':
      return { ...next, status: change.to };
    case 'completed':
      return { ...next, status: 'none', completedBy: actor, points: change.points, pointsTo: change.pointsTo };
    case 'comment':
      return { ...next, comment: change.body.slice(0, COMMENT_EXCERPT), commenter: actor };
    case 'due-date':
      return { ...next, dueDate: change.dueDate ?? 'cleared' };
  }
}
