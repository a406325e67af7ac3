import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  taskPagePath,
  type createTaskBodySchema,
  type taskEtaBodySchema,
  type updateTaskBodySchema,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { activityTypes, jobRoles } from '../../db/schema/core.js';
import { tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError, forbidden } from '../../http/errors.js';
import { notify, whereTaskIs } from '../notifications.js';
import { dayIn } from '../peer-feedback/feedback-math.js';
import { timeZoneOf } from '../peer-feedback/feedback.js';
import { loadProject } from '../projects/project-rights.js';
import { loadSprint, rankAfterLast } from '../projects/sprint-write.js';
import { checkEpicRef } from './epics.js';
import { isNewlyRetired, RETIRED_CHOICE } from '../company/retired-options.js';
import { changesOf, labelChange, recordTaskEvents } from './task-history.js';
import { checkLabelIds, inLabelOrder, labelIdsOf, setTaskLabels } from './task-labels.js';
import { canWorkOnTask, loadTask, type LoadedTask } from './task-view.js';
import { addWatchers } from './task-watchers.js';
import { recordEvent, type CompanyEvent } from '../webhooks/company-events.js';
import type { ServiceContext } from '../service-context.js';

type CreateBody = z.output<typeof createTaskBodySchema>;
type UpdateBody = z.output<typeof updateTaskBodySchema>;
type EtaBody = z.output<typeof taskEtaBodySchema>;
type TaskRow = typeof tasks.$inferSelect;

export const CLOSED = apiError('task.sprintClosed');

/**
 * The option and people ids a task names, checked against the caller's company and the project's team
 * (400 on the field). A retired job role or activity type is refused unless the task already has it (`kept`).
 */
export async function checkTaskRefs(
  orm: Orm,
  companyId: string,
  teamIds: readonly string[],
  body: {
    activityTypeId?: string | null | undefined;
    jobRoleId?: string | null | undefined;
    assigneeId?: string | null | undefined;
  },
  kept: { activityTypeId?: string | null; jobRoleId?: string | null } = {},
): Promise<{ jobRoleId?: string | null }> {
  let jobRoleId = body.jobRoleId;
  if (body.jobRoleId) {
    const [role] = await orm
      .select({ retired: sql<boolean>`${jobRoles.retiredAt} IS NOT NULL` })
      .from(jobRoles)
      .where(and(eq(jobRoles.id, body.jobRoleId), eq(jobRoles.companyId, companyId)));
    if (!role) throw fieldError('jobRoleId', apiError('field.notCompanyJobRole'));
    if (isNewlyRetired(role.retired, body.jobRoleId, kept.jobRoleId)) throw fieldError('jobRoleId', RETIRED_CHOICE);
  }
  if (body.activityTypeId) {
    const [activity] = await orm
      .select({
        jobRoleId: activityTypes.jobRoleId,
        retired: sql<boolean>`${activityTypes.retiredAt} IS NOT NULL`,
      })
      .from(activityTypes)
      .innerJoin(jobRoles, eq(jobRoles.id, activityTypes.jobRoleId))
      .where(and(eq(activityTypes.id, body.activityTypeId), eq(jobRoles.companyId, companyId)));
    if (!activity) throw fieldError('activityTypeId', apiError('field.notCompanyActivity'));
    if (isNewlyRetired(activity.retired, body.activityTypeId, kept.activityTypeId))
      throw fieldError('activityTypeId', RETIRED_CHOICE);
    if (body.jobRoleId && activity.jobRoleId !== body.jobRoleId)
      throw fieldError('activityTypeId', apiError('field.notFunctionActivity'));
    // the function follows from the activity when it is not given
    if (body.jobRoleId === undefined || body.jobRoleId === null) jobRoleId = activity.jobRoleId;
  }
  if (body.assigneeId && !teamIds.includes(body.assigneeId))
    throw fieldError('assigneeId', apiError('field.notProjectTeam'));
  return jobRoleId === undefined ? {} : { jobRoleId };
}

export function assertOpen(loaded: { sprint: { closedAt: Date | null } | null }) {
  if (loaded.sprint?.closedAt) throw conflict(CLOSED);
}

/**
 * POST /v2/sprints/:id/tasks (open sprints) and POST /v2/projects/:id/backlog (`sprintId` null): managers
 * of the project. The task goes last in its sprint or backlog; its history starts with "created".
 * POST /v2/tasks/:id/subtasks (issue #49, `parentId`): a subtask of a task that is not one, not completed,
 * in the parent's sprint or backlog and with the parent's epic.
 */
export async function createTask(
  ctx: ServiceContext,
  target: { sprintId: string } | { projectId: string } | { parentId: string },
  body: CreateBody,
): Promise<string> {
  const { caller: auth } = ctx;
  const { parent, loaded } = await newTaskTarget(ctx, target);
  assertOpen(loaded);
  const { project, sprint } = loaded;
  const sprintId = sprint?.id ?? null;
  if (body.epicId) await checkEpicRef(ctx.orm, auth.companyId, project.row.id, body.epicId);
  const epicId = parent ? parent.task.epicId : (body.epicId ?? null);
  const refs = await checkTaskRefs(ctx.orm, auth.companyId, [...project.managerIds, ...project.memberIds], body);
  await checkLabelIds(ctx.orm, auth.companyId, body.labelIds);
  const now = ctx.now();
  return ctx.orm.transaction(async (tx) => {
    const rank = await rankAfterLast(tx, project.row.id, sprintId);
    const [row] = await tx
      .insert(tasks)
      .values(
        newTaskValues(auth, body, {
          projectId: project.row.id,
          sprintId,
          rank,
          jobRoleId: refs.jobRoleId ?? body.jobRoleId ?? null,
          parentId: parent?.task.id ?? null,
          epicId,
          now,
        }),
      )
      .returning({ id: tasks.id });
    const id = row!.id;
    if (body.labelIds?.length) await setTaskLabels(tx, id, body.labelIds);
    await recordTaskEvents(tx, [
      {
        companyId: auth.companyId,
        taskId: id,
        actorId: auth.userId,
        at: now,
        changes: [
          { field: 'created', from: null, to: null },
          ...(parent ? [{ field: 'parent' as const, from: null, to: parent.task.id }] : []),
          ...(epicId ? [{ field: 'epic' as const, from: null, to: epicId }] : []),
        ],
      },
    ]);
    await recordEvent(tx, {
      companyId: auth.companyId,
      kind: 'task.created',
      actorId: auth.userId,
      projectId: project.row.id,
      taskId: id,
      sprintId,
      at: now,
      payload: {
        task: { id, title: body.title, type: body.type ?? 'task', parentId: parent?.task.id ?? null },
        sprint: sprint ? { id: sprint.id, name: sprint.name } : null,
      },
    });
    await addWatchers(tx, id, [auth.userId], 'creator', now);
    await addWatchers(tx, id, [body.assigneeId], 'assignee', now);
    if (body.assigneeId && body.assigneeId !== auth.userId) {
      await notify(tx, {
        companyId: auth.companyId,
        userId: body.assigneeId,
        kind: 'task_assigned',
        title: { code: 'task.assigned', params: { task: body.title } },
        body: whereTaskIs(project.row.name, sprint?.name),
        link: taskPagePath(id),
      });
    }
    return id;
  });
}

/** Where a new task goes: its parent task, sprint or project, loaded for a manager's change. */
async function newTaskTarget(
  ctx: ServiceContext,
  target: { sprintId: string } | { projectId: string } | { parentId: string },
) {
  const { caller: auth } = ctx;
  const parent = 'parentId' in target ? await loadForManagerChange(ctx, target.parentId) : null;
  if (parent?.task.parentId) throw conflict(apiError('task.subtaskNoSubtasks'));
  const loaded = parent
    ? parent
    : 'sprintId' in target
      ? await loadSprint(ctx.orm, auth, target.sprintId, 'manage')
      : {
          sprint: null,
          project: await loadProject(ctx.orm, auth, (target as { projectId: string }).projectId, 'manage'),
        };
  return { parent, loaded };
}

type NewTaskPlace = {
  projectId: string;
  sprintId: string | null;
  rank: number;
  jobRoleId: string | null;
  parentId: string | null;
  epicId: string | null;
  now: Date;
};

/** A new task's row: the body's fields with their defaults, where `place` puts it. */
function newTaskValues(auth: AuthContext, body: CreateBody, place: NewTaskPlace): typeof tasks.$inferInsert {
  return {
    companyId: auth.companyId,
    projectId: place.projectId,
    sprintId: place.sprintId,
    rank: place.rank,
    title: body.title,
    description: body.description ?? '',
    link: body.link ?? '',
    activityTypeId: body.activityTypeId ?? null,
    jobRoleId: place.jobRoleId,
    assigneeId: body.assigneeId ?? null,
    estimateHours: String(body.estimateHours),
    type: body.type ?? 'task',
    priority: body.priority ?? 'none',
    dueDate: body.dueDate ?? null,
    storyPoints: body.storyPoints === undefined || body.storyPoints === null ? null : String(body.storyPoints),
    parentId: place.parentId,
    epicId: place.epicId,
    createdBy: auth.userId,
    createdAt: place.now,
    updatedAt: place.now,
  };
}

/** Managers of the project (level3 any) change its tasks, while not completed and not in a closed sprint. */
export async function loadForManagerChange(ctx: ServiceContext, taskId: string): Promise<LoadedTask> {
  const { caller: auth } = ctx;
  const loaded = await loadTask(ctx.orm, auth, taskId);
  if (!canWorkOnTask(auth, loaded.project, { assigneeId: null })) throw forbidden(apiError('task.managersOnly'));
  assertOpen(loaded);
  if (loaded.task.status === 'completed') throw conflict(apiError('task.completedFrozen'));
  return loaded;
}

/** The columns a task's PATCH writes: what the body names, and the job role its assignee brings when none is set. */
function writtenOf(
  body: UpdateBody,
  refsJobRoleId: string | null | undefined,
  mergedJobRoleId: string | null,
): Partial<TaskRow> {
  return {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.link !== undefined ? { link: body.link } : {}),
    ...(body.activityTypeId !== undefined ? { activityTypeId: body.activityTypeId } : {}),
    ...(body.jobRoleId !== undefined || refsJobRoleId !== undefined
      ? { jobRoleId: refsJobRoleId ?? mergedJobRoleId }
      : {}),
    ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
    ...(body.estimateHours !== undefined ? { estimateHours: String(body.estimateHours) } : {}),
    ...(body.type !== undefined ? { type: body.type } : {}),
    ...(body.priority !== undefined ? { priority: body.priority } : {}),
    ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
    ...(body.storyPoints !== undefined
      ? { storyPoints: body.storyPoints === null ? null : String(body.storyPoints) }
      : {}),
    ...(body.epicId !== undefined ? { epicId: body.epicId } : {}),
  };
}

/** A parent's subtasks take its new epic, each with its own history entry. */
async function subtasksFollowEpic(
  tx: Orm,
  auth: AuthContext,
  task: TaskRow,
  epicId: string | null,
  now: Date,
): Promise<void> {
  const children = await tx
    .update(tasks)
    .set({ epicId, updatedAt: now })
    .where(and(eq(tasks.parentId, task.id), isNull(tasks.deletedAt)))
    .returning({ id: tasks.id });
  await recordTaskEvents(
    tx,
    children.map((child) => ({
      companyId: auth.companyId,
      taskId: child.id,
      actorId: auth.userId,
      at: now,
      changes: [{ field: 'epic' as const, from: task.epicId, to: epicId }],
    })),
  );
}

/** PATCH /v2/tasks/:id: managers, while the task is not completed and not in a closed sprint (else 409); every change goes to the history. */
export async function updateTask(ctx: ServiceContext, taskId: string, body: UpdateBody): Promise<void> {
  const { caller: auth } = ctx;
  const { task, project, sprint } = await loadForManagerChange(ctx, taskId);
  if (body.epicId !== undefined && body.epicId !== task.epicId) {
    if (task.parentId) throw fieldError('epicId', apiError('field.subtaskEpic'));
    if (body.epicId) await checkEpicRef(ctx.orm, auth.companyId, project.row.id, body.epicId);
  }
  const merged = {
    activityTypeId: body.activityTypeId === undefined ? task.activityTypeId : body.activityTypeId,
    jobRoleId: body.jobRoleId === undefined ? task.jobRoleId : body.jobRoleId,
    assigneeId: body.assigneeId,
  };
  const refs = await checkTaskRefs(
    ctx.orm,
    auth.companyId,
    [...project.managerIds, ...project.memberIds],
    merged,
    task,
  );
  const labelsBefore = (await labelIdsOf(ctx.orm, [taskId])).get(taskId) ?? [];
  await checkLabelIds(ctx.orm, auth.companyId, body.labelIds, labelsBefore);
  const now = ctx.now();
  const written = writtenOf(body, refs.jobRoleId, merged.jobRoleId);
  const labelsAfter = body.labelIds && (await inLabelOrder(ctx.orm, body.labelIds));
  const labelsChanged = labelChange(labelsBefore, labelsAfter);
  await ctx.orm.transaction(async (tx) => {
    const changed = await tx
      .update(tasks)
      .set({ ...written, updatedAt: now })
      .where(and(eq(tasks.id, taskId), eq(tasks.status, task.status)))
      .returning({ id: tasks.id });
    if (!changed.length) throw conflict(apiError('task.changedMeanwhile'));
    if (labelsChanged) await setTaskLabels(tx, taskId, labelsAfter!);
    await recordTaskEvents(tx, [
      {
        companyId: auth.companyId,
        taskId,
        actorId: auth.userId,
        at: now,
        changes: [...changesOf(task, written), ...(labelsChanged ? [labelsChanged] : [])],
      },
    ]);
    await recordEvent(tx, taskEvent('task.updated', auth, { ...task, ...written }, now));
    // a subtask has its parent's epic: the children follow (completed ones too, so the epic counts them)
    if (body.epicId !== undefined && body.epicId !== task.epicId)
      await subtasksFollowEpic(tx, auth, task, body.epicId, now);
    if (body.assigneeId && body.assigneeId !== task.assigneeId)
      await addWatchers(tx, taskId, [body.assigneeId], 'assignee', now);
    if (body.assigneeId && body.assigneeId !== task.assigneeId && body.assigneeId !== auth.userId) {
      await notify(tx, {
        companyId: auth.companyId,
        userId: body.assigneeId,
        kind: 'task_assigned',
        title: { code: 'task.assigned', params: { task: body.title ?? task.title } },
        body: whereTaskIs(project.row.name, sprint?.name),
        link: taskPagePath(taskId),
      });
    }
  });
}

/**
 * DELETE /v2/tasks/:id: soft, same rule as editing. A parent's subtasks not completed go with it (issue #49);
 * completed ones stay, as part of what their sprint delivered.
 */
export async function deleteTask(ctx: ServiceContext, taskId: string): Promise<void> {
  const { caller: auth } = ctx;
  const { task } = await loadForManagerChange(ctx, taskId);
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    await recordEvent(tx, taskEvent('task.deleted', auth, task, now));
    const deleted = await tx
      .update(tasks)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        or(
          eq(tasks.id, taskId),
          and(eq(tasks.parentId, taskId), isNull(tasks.deletedAt), ne(tasks.status, 'completed')),
        ),
      )
      .returning({ id: tasks.id });
    await recordTaskEvents(
      tx,
      deleted.map((row) => ({
        companyId: auth.companyId,
        taskId: row.id,
        actorId: auth.userId,
        at: now,
        changes: [{ field: 'deleted' as const, from: null, to: null }],
      })),
    );
  });
}

/** POST /v2/tasks/:id/assign-self: anyone on the project takes an open task (409 once someone has it). */
export async function assignSelf(ctx: ServiceContext, taskId: string): Promise<void> {
  const { caller: auth } = ctx;
  const loaded = await loadTask(ctx.orm, auth, taskId);
  assertOpen(loaded);
  if (loaded.task.status === 'completed') throw conflict(apiError('task.alreadyCompleted'));
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    // the condition in the update makes two people taking the same task at once safe: one wins
    const taken = await tx
      .update(tasks)
      .set({ assigneeId: auth.userId, updatedAt: now })
      .where(and(eq(tasks.id, taskId), isNull(tasks.assigneeId)))
      .returning({ id: tasks.id });
    if (!taken.length) throw conflict(apiError('task.alreadyTaken'));
    await recordTaskEvents(tx, [
      {
        companyId: auth.companyId,
        taskId,
        actorId: auth.userId,
        at: now,
        changes: [{ field: 'assignee', from: null, to: auth.userId }],
      },
    ]);
    await addWatchers(tx, taskId, [auth.userId], 'assignee', now);
  });
}

/** PUT /v2/tasks/:id/eta: who may change the status; both dates on or after the caller's today. */
export async function setTaskEta(ctx: ServiceContext, taskId: string, body: EtaBody): Promise<void> {
  const { caller: auth } = ctx;
  const loaded = await loadTask(ctx.orm, auth, taskId);
  if (!canWorkOnTask(auth, loaded.project, loaded.task)) throw forbidden(apiError('task.ownEtaOnly'));
  assertOpen(loaded);
  if (loaded.task.status === 'completed') throw conflict(apiError('task.completedEta'));
  const today = dayIn(ctx.now(), await timeZoneOf(ctx.orm, auth.userId));
  if (body.optimisticDate < today) throw fieldError('optimisticDate', apiError('field.notBeforeToday', { today }));
  if (body.conservativeDate < today) throw fieldError('conservativeDate', apiError('field.notBeforeToday', { today }));
  const now = ctx.now();
  const written = { optimisticDate: body.optimisticDate, conservativeDate: body.conservativeDate };
  await ctx.orm.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ ...written, updatedAt: now })
      .where(eq(tasks.id, taskId));
    await recordTaskEvents(tx, [
      { companyId: auth.companyId, taskId, actorId: auth.userId, at: now, changes: changesOf(loaded.task, written) },
    ]);
  });
}

/**
 * The webhooks' event of a task's new status (services/webhooks/company-events.ts): every change of status
 * is task.status_changed; a completion is also task.completed.
 */
/**
 * A task's event for the live stream only (LIVE_ONLY_EVENTS): its fields edited, moved in its list or to
 * another sprint or the backlog, deleted. The ids and the title, as statusEvent.
 */
export function taskEvent(
  kind: 'task.updated' | 'task.moved' | 'task.deleted',
  auth: AuthContext,
  task: Pick<TaskRow, 'id' | 'title' | 'status' | 'projectId' | 'sprintId'>,
  now: Date,
  payload: Record<string, unknown> = {},
): CompanyEvent {
  return {
    companyId: auth.companyId,
    kind,
    actorId: auth.userId,
    projectId: task.projectId,
    taskId: task.id,
    sprintId: task.sprintId,
    at: now,
    payload: { task: { id: task.id, title: task.title, status: task.status }, ...payload },
  };
}

export function statusEvent(
  auth: AuthContext,
  task: Pick<TaskRow, 'id' | 'title' | 'status' | 'projectId' | 'sprintId'>,
  to: TaskRow['status'],
  now: Date,
): CompanyEvent {
  return {
    companyId: auth.companyId,
    kind: 'task.status_changed',
    actorId: auth.userId,
    projectId: task.projectId,
    taskId: task.id,
    sprintId: task.sprintId,
    at: now,
    payload: { task: { id: task.id, title: task.title, from: task.status, status: to } },
  };
}
