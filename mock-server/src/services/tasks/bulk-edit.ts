import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  backlogPagePath,
  canMoveTask,
  taskPagePath,
  TASK_LABELS_MAX,
  type bulkTasksBodySchema,
  type BulkTasksResponse,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError, fieldProblem } from '../../http/errors.js';
import { notify, type NotificationText } from '../notifications.js';
import { loadProject, type LoadedProject } from '../projects/project-rights.js';
import { rankAfterLast } from '../projects/sprint-write.js';
import { recordEvent } from '../webhooks/company-events.js';
import { destinationSprint, moveSubtasksAlong, tasksAsApi } from './backlog.js';
import { changesOf, labelChange, recordTaskEvents, type TaskChange, type TaskHistoryEntry } from './task-history.js';
import { checkLabelIds, inLabelOrder, labelIdsOf, setTaskLabels } from './task-labels.js';
import { addWatchers, notifyWatchers } from './task-watchers.js';
import { checkTaskRefs, CLOSED, statusEvent, taskEvent } from './task-write.js';
import type { ServiceContext } from '../service-context.js';

type BulkBody = z.output<typeof bulkTasksBodySchema>;
type TaskRow = typeof tasks.$inferSelect;

/** What a bulk edit writes: columns per task, and for a labels edit each changed task's labels after. */
type BulkPlan = {
  written: Map<string, Partial<TaskRow>>;
  labelsAfter: Map<string, string[]>;
  labelChanges: Map<string, TaskChange>;
};

/**
 * POST /v2/projects/:id/tasks/bulk: one change to many tasks of a project the caller manages, all or
 * nothing. Each task is checked as its single route would check it; the first that cannot take the change
 * is named (`taskIds.N`), every completed one when some are. Every change goes to the history.
 */
export async function bulkEdit(ctx: ServiceContext, projectId: string, body: BulkBody): Promise<BulkTasksResponse> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const project = await loadProject(orm, auth, projectId, 'manage');
  const list = await bulkTargets(orm, auth, projectId, body);
  const plan: BulkPlan = {
    written: await plannedColumns(orm, auth, project, body, list),
    ...(await plannedLabels(orm, auth, body, list)),
  };
  const now = ctx.now();
  await orm.transaction(async (tx) => {
    if (body.action === 'move') await rankMoved(tx, projectId, body.sprintId, list, plan.written);
    const events: TaskHistoryEntry[] = [];
    for (const task of list) {
      const event = await writeOne(tx, auth, body, task, plan, now);
      if (event) events.push(event);
    }
    await recordTaskEvents(tx, events);
    if (body.action === 'move') {
      const moved = list.filter((task) => plan.written.has(task.id) && !task.parentId).map((task) => task.id);
      await moveSubtasksAlong(tx, auth, projectId, moved, body.sprintId, now);
    }
    await tellWatchers(tx, auth, body, list, now);
    if (body.action === 'assign' && body.assigneeId && body.assigneeId !== auth.userId)
      await tellNewAssignee(tx, auth, project, body.assigneeId, list);
  });
  const items = body.action === 'delete' ? [] : await tasksAsApi(ctx, project, inArray(tasks.id, body.taskIds));
  return { action: body.action, count: list.length, items };
}

/** The tasks named, in the order given: each of the project, none in a closed sprint, none completed. */
async function bulkTargets(orm: Orm, auth: AuthContext, projectId: string, body: BulkBody): Promise<TaskRow[]> {
  const found = await orm
    .select({ task: tasks, sprintClosedAt: sprints.closedAt })
    .from(tasks)
    .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
    .where(and(inArray(tasks.id, body.taskIds), eq(tasks.companyId, auth.companyId), isNull(tasks.deletedAt)));
  const byId = new Map(found.map((row) => [row.task.id, row]));
  const list = body.taskIds.map((id, index) => {
    const row = byId.get(id);
    if (!row || row.task.projectId !== projectId)
      throw fieldError(`taskIds.${index}`, apiError('field.notProjectTask'));
    if (row.sprintClosedAt)
      throw conflict(CLOSED, [
        fieldProblem(`taskIds.${index}`, apiError('field.inClosedSprint', { title: row.task.title })),
      ]);
    return row.task;
  });
  // every completed task is named, not only the first, so the user knows which ones to leave out
  const completed = list.flatMap((task, index) =>
    task.status === 'completed'
      ? [fieldProblem(`taskIds.${index}`, apiError('field.taskCompleted', { title: task.title }))]
      : [],
  );
  if (completed.length) throw conflict(apiError('task.completedUnchanged'), completed);
  return list;
}

/** The columns each task takes, checked as the single routes check them (a move's ranks come in the transaction). */
async function plannedColumns(
  orm: Orm,
  auth: AuthContext,
  project: LoadedProject,
  body: BulkBody,
  list: readonly TaskRow[],
): Promise<Map<string, Partial<TaskRow>>> {
  const written = new Map<string, Partial<TaskRow>>();
  if (body.action === 'assign') {
    await checkTaskRefs(orm, auth.companyId, [...project.managerIds, ...project.memberIds], {
      assigneeId: body.assigneeId,
    });
    for (const task of list) written.set(task.id, { assigneeId: body.assigneeId });
  } else if (body.action === 'status') {
    list.forEach((task, index) => {
      if (!canMoveTask(task.status, body.status)) {
        const move = { from: task.status, to: body.status };
        throw conflict(apiError('task.cannotBecome', move), [
          fieldProblem(`taskIds.${index}`, apiError('field.taskCannotGoFrom', { ...move, title: task.title })),
        ]);
      }
      written.set(task.id, { status: body.status });
    });
  } else if (body.action === 'move') {
    if (body.sprintId) await destinationSprint(orm, auth, project.row.id, body.sprintId, 'sprintId');
    // issue #49: a subtask moves only with its parent
    const moving = new Set(list.map((task) => task.id));
    list.forEach((task, index) => {
      if (task.parentId && task.sprintId !== body.sprintId && !moving.has(task.parentId))
        throw conflict(apiError('task.subtaskFollowsParent'), [
          fieldProblem(`taskIds.${index}`, apiError('field.subtaskMovesWithParent', { title: task.title })),
        ]);
    });
  } else if (body.action === 'type') {
    for (const task of list) written.set(task.id, { type: body.type });
  } else if (body.action === 'priority') {
    for (const task of list) written.set(task.id, { priority: body.priority });
  }
  return written;
}

/** Labels: each task gets the added ones and loses the removed ones (a retired label may be removed, not added). */
async function plannedLabels(
  orm: Orm,
  auth: AuthContext,
  body: BulkBody,
  list: readonly TaskRow[],
): Promise<Pick<BulkPlan, 'labelsAfter' | 'labelChanges'>> {
  const labelsAfter = new Map<string, string[]>();
  const labelChanges = new Map<string, TaskChange>();
  if (body.action !== 'labels') return { labelsAfter, labelChanges };
  await checkLabelIds(orm, auth.companyId, body.addLabelIds);
  const before = await labelIdsOf(
    orm,
    list.map((task) => task.id),
  );
  const order = await inLabelOrder(orm, [...new Set([...before.values()].flat().concat(body.addLabelIds ?? []))]);
  list.forEach((task, index) => {
    const had = before.get(task.id) ?? [];
    const kept = new Set([...had, ...(body.addLabelIds ?? [])]);
    const after = order.filter((id) => kept.has(id) && !(body.removeLabelIds ?? []).includes(id));
    if (after.length > TASK_LABELS_MAX)
      throw fieldError(
        `taskIds.${index}`,
        apiError('field.tooManyLabels', { title: task.title, max: TASK_LABELS_MAX }),
      );
    const change = labelChange(had, after);
    if (change) {
      labelsAfter.set(task.id, after);
      labelChanges.set(task.id, change);
    }
  });
  return { labelsAfter, labelChanges };
}

/** Moved tasks go last in their new list, in the order given; a task already there keeps its place. */
async function rankMoved(
  tx: Orm,
  projectId: string,
  sprintId: string | null,
  list: readonly TaskRow[],
  written: Map<string, Partial<TaskRow>>,
): Promise<void> {
  let rank = await rankAfterLast(tx, projectId, sprintId);
  for (const task of list) {
    if (task.sprintId === sprintId) continue;
    written.set(task.id, { sprintId, rank });
    rank += 1;
  }
}

/** One task's row and company event; its history entry is returned, to be written with the others. */
async function writeOne(
  tx: Orm,
  auth: AuthContext,
  body: BulkBody,
  task: TaskRow,
  plan: BulkPlan,
  now: Date,
): Promise<TaskHistoryEntry | undefined> {
  const entry = (changes: TaskChange[]) => ({
    companyId: auth.companyId,
    taskId: task.id,
    actorId: auth.userId,
    at: now,
    changes,
  });
  if (body.action === 'delete') {
    await tx.update(tasks).set({ deletedAt: now, updatedAt: now }).where(eq(tasks.id, task.id));
    await recordEvent(tx, taskEvent('task.deleted', auth, task, now));
    return entry([{ field: 'deleted', from: null, to: null }]);
  }
  const labelled = plan.labelChanges.get(task.id);
  if (labelled) {
    await setTaskLabels(tx, task.id, plan.labelsAfter.get(task.id)!);
    await tx.update(tasks).set({ updatedAt: now }).where(eq(tasks.id, task.id));
    await recordEvent(tx, taskEvent('task.updated', auth, task, now));
    return entry([labelled]);
  }
  const change = plan.written.get(task.id);
  if (!change) return undefined;
  await tx
    .update(tasks)
    .set({ ...change, updatedAt: now })
    .where(eq(tasks.id, task.id));
  if (body.action === 'status' && task.status !== body.status)
    await recordEvent(tx, statusEvent(auth, task, body.status, now));
  else if (body.action === 'move')
    await recordEvent(
      tx,
      taskEvent('task.moved', auth, { ...task, sprintId: body.sprintId }, now, { fromSprintId: task.sprintId }),
    );
  else if (body.action !== 'status') await recordEvent(tx, taskEvent('task.updated', auth, task, now));
  return entry(changesOf(task, change));
}

/** A new assignee watches each task; a status change is told to each task's watchers. */
async function tellWatchers(
  tx: Orm,
  auth: AuthContext,
  body: BulkBody,
  list: readonly TaskRow[],
  now: Date,
): Promise<void> {
  for (const task of list) {
    if (body.action === 'assign') await addWatchers(tx, task.id, [body.assigneeId], 'assignee', now);
    if (body.action === 'status' && task.status !== body.status)
      await notifyWatchers({ orm: tx, companyId: auth.companyId, actorId: auth.userId, now }, task.id, {
        kind: 'status',
        to: body.status,
      });
  }
}

/** One notification for the tasks that became someone else's: the task itself, or the backlog for several. */
async function tellNewAssignee(
  tx: Orm,
  auth: AuthContext,
  project: LoadedProject,
  assigneeId: string,
  list: readonly TaskRow[],
): Promise<void> {
  const titles = list.filter((task) => task.assigneeId !== assigneeId).map((task) => task.title);
  if (!titles.length) return;
  const title: NotificationText =
    titles.length === 1
      ? { code: 'task.assigned', params: { task: titles[0]! } }
      : { code: 'task.assignedMany', params: { count: titles.length, task: titles[0]!, more: titles.length - 1 } };
  await notify(tx, {
    companyId: auth.companyId,
    userId: assigneeId,
    kind: 'task_assigned',
    title,
    body: project.row.name,
    link:
      titles.length === 1
        ? taskPagePath(list.find((task) => task.title === titles[0])!.id)
        : backlogPagePath(project.row.id),
  });
}
