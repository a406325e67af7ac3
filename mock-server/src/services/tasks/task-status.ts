import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { canMoveTask, karmaPoints, type changeTaskStatusBodySchema } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { karmaAwards } from '../../db/schema/karma.js';
import { tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError, fieldProblem, forbidden } from '../../http/errors.js';
import { notify } from '../notifications.js';
import { postSystemEvent } from '../system-posts.js';
import { isUniqueViolation } from '../db-errors.js';
import { changesOf, recordTaskEvents } from './task-history.js';
import { canWorkOnTask, loadTask, type LoadedTask } from './task-view.js';
import { addWatchers, notifyWatchers } from './task-watchers.js';
import { recordEvent, recordEvents } from '../webhooks/company-events.js';
import { assertOpen, statusEvent } from './task-write.js';
import type { ServiceContext, ServerFacilities } from '../service-context.js';

type StatusBody = z.output<typeof changeTaskStatusBodySchema>;
type TaskRow = typeof tasks.$inferSelect;

/**
 * POST /v2/tasks/:id/status: the status machine of the contract (TASK_TRANSITIONS). Completing stores
 * actual hours and route and awards the karma in the same transaction (issue #27): to the task's assignee,
 * whoever pressed Complete; a task nobody had gets the completer as its assignee. The assignee (only) may
 * recognise a peer with all the points or `recognisedPoints` of them, with a comment: the peer gets a
 * notification and the feed a recognition post.
 */
export async function changeTaskStatus(ctx: ServiceContext, taskId: string, body: StatusBody): Promise<void> {
  const { caller: auth } = ctx;
  const loaded = await loadTask(ctx.orm, auth, taskId);
  const { task, project } = loaded;
  if (!canWorkOnTask(auth, project, task)) throw forbidden(apiError('task.ownStatusOnly'));
  assertOpen(loaded);
  if (!canMoveTask(task.status, body.status)) {
    const move = { from: task.status, to: body.status };
    throw conflict(apiError('task.cannotBecome', move), [fieldProblem('status', apiError('field.cannotGoFrom', move))]);
  }
  if (body.status === 'completed') await completeTask(ctx, loaded, body);
  else await moveTask(ctx, task, body.status);
}

/** A status change other than completing: the row, its history, the live event and the watchers. */
async function moveTask(
  ctx: ServiceContext,
  task: TaskRow,
  to: Exclude<StatusBody['status'], 'completed'>,
): Promise<void> {
  const { caller: auth } = ctx;
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    const moved = await tx
      .update(tasks)
      .set({ status: to, updatedAt: now })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, task.status)))
      .returning({ id: tasks.id });
    if (!moved.length) throw conflict(apiError('task.changedMeanwhile'));
    await recordTaskEvents(tx, [
      {
        companyId: auth.companyId,
        taskId: task.id,
        actorId: auth.userId,
        at: now,
        changes: [{ field: 'status', from: task.status, to }],
      },
    ]);
    await recordEvent(tx, statusEvent(auth, task, to, now));
    await notifyWatchers({ orm: tx, companyId: auth.companyId, actorId: auth.userId, now }, task.id, {
      kind: 'status',
      to,
    });
  });
}

/** Completing refuses while subtasks are open, unless the caller asked to complete them along. */
async function openSubtasksAllowed(app: ServerFacilities, taskId: string, body: StatusBody): Promise<TaskRow[]> {
  const openSubtasks = await openSubtasksOf(app.db.orm, taskId);
  if (openSubtasks.length && !body.completeOpenSubtasks) {
    const titles = openSubtasks.map((child) => `"${child.title}"`);
    throw conflict(
      apiError('task.openSubtasks', {
        count: openSubtasks.length,
        titles: titles.length > 5 ? `${titles.slice(0, 5).join(', ')}…` : titles.join(', '),
      }),
      openSubtasks.map((child, index) =>
        fieldProblem(`subtasks.${index}`, apiError('field.subtaskOpen', { title: child.title })),
      ),
    );
  }
  return openSubtasks;
}

/** The points recognised to a peer: only the assignee recognises, someone else of the company, at most the task's points. */
async function recognisedPointsOf(
  ctx: ServiceContext,
  body: StatusBody,
  assigneeId: string | null,
  points: number,
): Promise<number> {
  const { caller: auth } = ctx;
  if (!body.recognisedPeerId) return 0;
  if (assigneeId !== auth.userId) throw fieldError('recognisedPeerId', apiError('field.recogniseAssigneeOnly'));
  if (body.recognisedPeerId === auth.userId)
    throw fieldError('recognisedPeerId', apiError('field.recogniseSomeoneElse'));
  const [peer] = await ctx.orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.recognisedPeerId), eq(users.companyId, auth.companyId), isNull(users.deletedAt)));
  if (!peer) throw fieldError('recognisedPeerId', apiError('field.notCompanyPeer'));
  const recognised = body.recognisedPoints ?? points;
  if (recognised > points) throw fieldError('recognisedPoints', apiError('field.pointsAtMost', { points }));
  return recognised;
}

async function completeTask(ctx: ServiceContext, { task, project }: LoadedTask, body: StatusBody): Promise<void> {
  const { caller: auth } = ctx;
  const now = ctx.now();
  const openSubtasks = await openSubtasksAllowed(ctx, task.id, body);
  // an unassigned task becomes the completer's when they are on the project's team; someone outside the
  // team (an admin, say) completes it without taking it, and nobody earns its karma
  const onTeam = project.managerIds.includes(auth.userId) || project.memberIds.includes(auth.userId);
  const assigneeId = task.assigneeId ?? (onTeam ? auth.userId : null);
  const points = karmaPoints(Number(task.estimateHours), body.route!);
  const recognised = await recognisedPointsOf(ctx, body, assigneeId, points);
  const kept = Math.round((points - recognised) * 100) / 100;
  const written = {
    status: 'completed' as const,
    actualHours: String(body.actualHours),
    route: body.route!,
    completedAt: now,
    assigneeId,
  };
  try {
    await ctx.orm.transaction(async (tx) => {
      await writeCompleted(tx, auth, task, written, now);
      await completeSubtasksAlong(tx, auth, openSubtasks, body.route!, now, onTeam);
      await awardKarma(tx, auth, task, { assigneeId, kept, recognised, body, now });
      await addWatchers(tx, task.id, [assigneeId], 'assignee', now);
      await notifyWatchers({ orm: tx, companyId: auth.companyId, actorId: auth.userId, now }, task.id, {
        kind: 'completed',
        ...(await karmaRecipients(tx, assigneeId, kept, body.recognisedPeerId ?? null, recognised)),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(apiError('task.karmaAwarded'));
    throw error;
  }
}

/**
 * A completed task's karma: the assignee's kept points (their row is written even at 0 kept, so the task
 * always names who earned it) and the recognised peer's, with the feed's recognition post and their notification.
 */
async function awardKarma(
  tx: Orm,
  auth: AuthContext,
  task: TaskRow,
  award: { assigneeId: string | null; kept: number; recognised: number; body: StatusBody; now: Date },
): Promise<void> {
  const { assigneeId, kept, recognised, body, now } = award;
  if (assigneeId && (kept > 0 || !body.recognisedPeerId)) {
    await tx.insert(karmaAwards).values({
      companyId: auth.companyId,
      taskId: task.id,
      earnedBy: assigneeId,
      recipientId: assigneeId,
      points: String(kept),
      comment: '',
      createdAt: now,
    });
  }
  if (!body.recognisedPeerId || !assigneeId) return;
  await tx.insert(karmaAwards).values({
    companyId: auth.companyId,
    taskId: task.id,
    earnedBy: assigneeId,
    recipientId: body.recognisedPeerId,
    points: String(recognised),
    comment: body.comment ?? '',
    createdAt: now,
  });
  await postSystemEvent(tx, {
    kind: 'recognition',
    companyId: auth.companyId,
    giverId: assigneeId,
    receiverId: body.recognisedPeerId,
    points: recognised,
    comment: body.comment ?? '',
    at: now,
  });
  await notify(tx, {
    companyId: auth.companyId,
    userId: body.recognisedPeerId,
    kind: 'recognition',
    title: { code: 'task.recognised', params: { points: recognised } },
    body: `${task.title}: ${body.comment ?? ''}`,
    link: '/feed',
  });
}

/**
 * A task's completed row, written only while its status is still the one read (else 409), with its history
 * and the live and webhook events of a completion: the same for a task and for each subtask completed along.
 */
async function writeCompleted(
  tx: Orm,
  auth: AuthContext,
  task: TaskRow,
  written: Partial<TaskRow> & { status: 'completed' },
  now: Date,
): Promise<void> {
  const moved = await tx
    .update(tasks)
    .set({ ...written, updatedAt: now })
    .where(and(eq(tasks.id, task.id), eq(tasks.status, task.status)))
    .returning({ id: tasks.id });
  if (!moved.length) throw conflict(apiError('task.changedMeanwhile'));
  await recordTaskEvents(tx, [
    { companyId: auth.companyId, taskId: task.id, actorId: auth.userId, at: now, changes: changesOf(task, written) },
  ]);
  const event = statusEvent(auth, task, 'completed', now);
  await recordEvents(tx, [event, { ...event, kind: 'task.completed' }]);
}

/**
 * Issue #49: the open subtasks of a parent completed with `completeOpenSubtasks`. Each is completed as if on
 * its own (whatever its status: the explicit flag is the one way past the status machine), with its own
 * estimate as its actual hours and the parent's route; its karma (estimate × route factor) goes to its
 * assignee, or to the completer when it had none and they are on the team (the parent's own rule: someone
 * outside the team completes an unassigned subtask without taking it, and nobody earns its karma).
 */
async function completeSubtasksAlong(
  tx: Orm,
  auth: AuthContext,
  children: readonly TaskRow[],
  route: 'known' | 'new',
  now: Date,
  completerOnTeam: boolean,
): Promise<void> {
  for (const child of children) {
    const assigneeId = child.assigneeId ?? (completerOnTeam ? auth.userId : null);
    const written = {
      status: 'completed' as const,
      actualHours: child.estimateHours,
      route,
      completedAt: now,
      assigneeId,
    };
    await writeCompleted(tx, auth, child, written, now);
    if (!assigneeId) continue;
    await tx.insert(karmaAwards).values({
      companyId: auth.companyId,
      taskId: child.id,
      earnedBy: assigneeId,
      recipientId: assigneeId,
      points: String(karmaPoints(Number(child.estimateHours), route)),
      comment: '',
      createdAt: now,
    });
  }
}

/** Who got a completed task's points, for its watchers: "Sam" (8), or "Sam (5), Ada (3)" with a recognition. */
async function karmaRecipients(
  orm: Orm,
  assigneeId: string | null,
  kept: number,
  peerId: string | null,
  recognised: number,
): Promise<{ points: number; pointsTo: string }> {
  const ids = [assigneeId, peerId].filter((id): id is string => Boolean(id));
  if (!ids.length) return { points: 0, pointsTo: 'none' };
  const people = await orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name ?? '';
  const points = Math.round((kept + recognised) * 100) / 100;
  if (!peerId) return { points, pointsTo: nameOf(assigneeId!) };
  if (!assigneeId || kept === 0) return { points, pointsTo: nameOf(peerId) };
  return { points, pointsTo: `${nameOf(assigneeId)} (${kept}), ${nameOf(peerId)} (${recognised})` };
}

/** A parent's subtasks not completed (issue #49), oldest first. */
export async function openSubtasksOf(orm: Orm, taskId: string): Promise<TaskRow[]> {
  return orm
    .select()
    .from(tasks)
    .where(and(eq(tasks.parentId, taskId), isNull(tasks.deletedAt), ne(tasks.status, 'completed')))
    .orderBy(asc(tasks.rank), asc(tasks.createdAt));
}
