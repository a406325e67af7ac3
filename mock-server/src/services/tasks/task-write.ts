import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { canMoveTask, karmaPoints, TASK_STATUS_LABELS, type changeTaskStatusBodySchema, type createTaskBodySchema, type taskEtaBodySchema, type updateTaskBodySchema } from '../../contract/index.js';
import type { Orm } from '../../db/client.js';
import { activityTypes, jobRoles, users } from '../../db/schema/core.js';
import { karmaAwards } from '../../db/schema/karma.js';
import { tasks } from '../../db/schema/sprints.js';
import type { App, AuthContext } from '../../http/app-types.js';
import { conflict, fieldError, forbidden } from '../../http/errors.js';
import { notify } from '../notifications.js';
import { postSystemEvent } from '../system-posts.js';
import { dayIn } from '../peer-feedback/feedback-math.js';
import { timeZoneOf } from '../peer-feedback/feedback.js';
import { loadSprint } from '../projects/sprint-write.js';
import { isUniqueViolation } from '../db-errors.js';
import { tasksLink } from './task-links.js';
import { canWorkOnTask, loadTask, type LoadedTask } from './task-view.js';

type CreateBody = z.output<typeof createTaskBodySchema>;
type UpdateBody = z.output<typeof updateTaskBodySchema>;
type StatusBody = z.output<typeof changeTaskStatusBodySchema>;
type EtaBody = z.output<typeof taskEtaBodySchema>;

const CLOSED = 'This sprint is closed: its tasks are part of its frozen snapshot and can no longer change.';

/** The option and people ids a task names, checked against the caller's company and the project's team (400 on the field). */
export async function checkTaskRefs(orm: Orm, companyId: string, teamIds: readonly string[], body: { activityTypeId?: string | null | undefined; jobRoleId?: string | null | undefined; assigneeId?: string | null | undefined }): Promise<{ jobRoleId?: string | null }> {
  let jobRoleId = body.jobRoleId;
  if (body.jobRoleId) {
    const [role] = await orm.select({ id: jobRoles.id }).from(jobRoles).where(and(eq(jobRoles.id, body.jobRoleId), eq(jobRoles.companyId, companyId)));
    if (!role) throw fieldError('jobRoleId', 'is not a job role of your company');
  }
  if (body.activityTypeId) {
    const [activity] = await orm
      .select({ jobRoleId: activityTypes.jobRoleId })
      .from(activityTypes)
      .innerJoin(jobRoles, eq(jobRoles.id, activityTypes.jobRoleId))
      .where(and(eq(activityTypes.id, body.activityTypeId), eq(jobRoles.companyId, companyId)));
    if (!activity) throw fieldError('activityTypeId', 'is not an activity type of your company');
    if (body.jobRoleId && activity.jobRoleId !== body.jobRoleId) throw fieldError('activityTypeId', 'is not an activity of that function');
    // the function follows from the activity when it is not given
    if (body.jobRoleId === undefined || body.jobRoleId === null) jobRoleId = activity.jobRoleId;
  }
  if (body.assigneeId && !teamIds.includes(body.assigneeId)) throw fieldError('assigneeId', 'must be on the project team');
  return jobRoleId === undefined ? {} : { jobRoleId };
}

function assertOpen(loaded: { sprint: { closedAt: Date | null } }) {
  if (loaded.sprint.closedAt) throw conflict(CLOSED);
}

/** POST /v2/sprints/:id/tasks: managers of the project, open sprints only. */
export async function createTask(app: App, auth: AuthContext, sprintId: string, body: CreateBody): Promise<string> {
  const loaded = await loadSprint(app.db.orm, auth, sprintId, 'manage');
  assertOpen(loaded);
  const { project } = loaded;
  const refs = await checkTaskRefs(app.db.orm, auth.companyId, [...project.managerIds, ...project.memberIds], body);
  return app.db.orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        companyId: auth.companyId,
        projectId: project.row.id,
        sprintId,
        title: body.title,
        description: body.description ?? '',
        link: body.link ?? '',
        activityTypeId: body.activityTypeId ?? null,
        jobRoleId: refs.jobRoleId ?? body.jobRoleId ?? null,
        assigneeId: body.assigneeId ?? null,
        estimateHours: String(body.estimateHours),
        createdBy: auth.userId,
        createdAt: app.now(),
        updatedAt: app.now(),
      })
      .returning({ id: tasks.id });
    if (body.assigneeId && body.assigneeId !== auth.userId) {
      await notify(tx, { companyId: auth.companyId, userId: body.assigneeId, kind: 'task_assigned', title: `New task: ${body.title}`, body: `${project.row.name}, ${loaded.sprint.name}`, link: tasksLink(sprintId) });
    }
    return row!.id;
  });
}

async function loadForManagerChange(app: App, auth: AuthContext, taskId: string): Promise<LoadedTask> {
  const loaded = await loadTask(app.db.orm, auth, taskId);
  if (!canWorkOnTask(auth, loaded.project, { assigneeId: null })) throw forbidden('Only a company admin or a manager of this project can change its tasks.');
  assertOpen(loaded);
  if (loaded.task.status !== 'not_started') throw conflict(`This task is ${TASK_STATUS_LABELS[loaded.task.status].toLowerCase()}: only tasks not started yet can be edited or deleted.`);
  return loaded;
}

/** PATCH /v2/tasks/:id: managers, while the task is not started and its sprint is open (else 409). */
export async function updateTask(app: App, auth: AuthContext, taskId: string, body: UpdateBody): Promise<void> {
  const { task, project, sprint } = await loadForManagerChange(app, auth, taskId);
  const merged = { activityTypeId: body.activityTypeId === undefined ? task.activityTypeId : body.activityTypeId, jobRoleId: body.jobRoleId === undefined ? task.jobRoleId : body.jobRoleId, assigneeId: body.assigneeId };
  const refs = await checkTaskRefs(app.db.orm, auth.companyId, [...project.managerIds, ...project.memberIds], merged);
  await app.db.orm.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.link !== undefined ? { link: body.link } : {}),
        ...(body.activityTypeId !== undefined ? { activityTypeId: body.activityTypeId } : {}),
        ...(body.jobRoleId !== undefined || refs.jobRoleId !== undefined ? { jobRoleId: refs.jobRoleId ?? merged.jobRoleId } : {}),
        ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
        ...(body.estimateHours !== undefined ? { estimateHours: String(body.estimateHours) } : {}),
        updatedAt: app.now(),
      })
      .where(eq(tasks.id, taskId));
    if (body.assigneeId && body.assigneeId !== task.assigneeId && body.assigneeId !== auth.userId) {
      await notify(tx, { companyId: auth.companyId, userId: body.assigneeId, kind: 'task_assigned', title: `New task: ${body.title ?? task.title}`, body: `${project.row.name}, ${sprint.name}`, link: tasksLink(sprint.id) });
    }
  });
}

/** DELETE /v2/tasks/:id: soft, same rule as editing. */
export async function deleteTask(app: App, auth: AuthContext, taskId: string): Promise<void> {
  await loadForManagerChange(app, auth, taskId);
  await app.db.orm.update(tasks).set({ deletedAt: app.now(), updatedAt: app.now() }).where(eq(tasks.id, taskId));
}

/** POST /v2/tasks/:id/assign-self: anyone on the project takes an open task (409 once someone has it). */
export async function assignSelf(app: App, auth: AuthContext, taskId: string): Promise<void> {
  const loaded = await loadTask(app.db.orm, auth, taskId);
  assertOpen(loaded);
  if (loaded.task.status === 'completed') throw conflict('This task is already completed.');
  // the condition in the update makes two people taking the same task at once safe: one wins
  const taken = await app.db.orm
    .update(tasks)
    .set({ assigneeId: auth.userId, updatedAt: app.now() })
    .where(and(eq(tasks.id, taskId), isNull(tasks.assigneeId)))
    .returning({ id: tasks.id });
  if (!taken.length) throw conflict('Someone already has this task.');
}

/**
 * POST /v2/tasks/:id/status: the status machine of the contract (TASK_TRANSITIONS). Completing stores
 * actual hours and route and awards the karma in the same transaction: to the completer, or to the
 * recognised peer, with a feed post and a notification.
 */
export async function changeTaskStatus(app: App, auth: AuthContext, taskId: string, body: StatusBody): Promise<void> {
  const loaded = await loadTask(app.db.orm, auth, taskId);
  const { task, project } = loaded;
  if (!canWorkOnTask(auth, project, task)) throw forbidden('You can change the status of your own tasks only.');
  assertOpen(loaded);
  if (!canMoveTask(task.status, body.status)) {
    throw conflict(`A task ${TASK_STATUS_LABELS[task.status].toLowerCase()} cannot become ${TASK_STATUS_LABELS[body.status].toLowerCase()}.`, [{ field: 'status', message: `cannot go from ${task.status} to ${body.status}` }]);
  }
  const now = app.now();
  if (body.status !== 'completed') {
    await app.db.orm.update(tasks).set({ status: body.status, updatedAt: now }).where(and(eq(tasks.id, taskId), eq(tasks.status, task.status)));
    return;
  }
  const recipientId = body.recognisedPeerId ?? auth.userId;
  if (body.recognisedPeerId) {
    if (body.recognisedPeerId === auth.userId) throw fieldError('recognisedPeerId', 'must be someone else: leave it empty to keep the points');
    const [peer] = await app.db.orm.select({ id: users.id }).from(users).where(and(eq(users.id, body.recognisedPeerId), eq(users.companyId, auth.companyId), isNull(users.deletedAt)));
    if (!peer) throw fieldError('recognisedPeerId', 'is not a peer of your company');
  }
  const points = karmaPoints(Number(task.estimateHours), body.route!);
  try {
    await app.db.orm.transaction(async (tx) => {
      const moved = await tx
        .update(tasks)
        .set({ status: 'completed', actualHours: String(body.actualHours), route: body.route!, completedAt: now, updatedAt: now })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, task.status)))
        .returning({ id: tasks.id });
      if (!moved.length) throw conflict('This task changed meanwhile: reload and try again.');
      await tx.insert(karmaAwards).values({ companyId: auth.companyId, taskId, earnedBy: auth.userId, recipientId, points: String(points), comment: body.recognisedPeerId ? (body.comment ?? '') : '', createdAt: now });
      if (body.recognisedPeerId) {
        await postSystemEvent(tx, { kind: 'recognition', companyId: auth.companyId, giverId: auth.userId, receiverId: recipientId, points, comment: body.comment ?? '', at: now });
        await notify(tx, { companyId: auth.companyId, userId: recipientId, kind: 'recognition', title: `You were recognised with ${points} karma points`, body: `${task.title}: ${body.comment ?? ''}`, link: '/feed' });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This task has already awarded its karma.');
    throw error;
  }
}

/** PUT /v2/tasks/:id/eta: who may change the status; both dates on or after the caller's today. */
export async function setTaskEta(app: App, auth: AuthContext, taskId: string, body: EtaBody): Promise<void> {
  const loaded = await loadTask(app.db.orm, auth, taskId);
  if (!canWorkOnTask(auth, loaded.project, loaded.task)) throw forbidden('You can set the ETA of your own tasks only.');
  assertOpen(loaded);
  if (loaded.task.status === 'completed') throw conflict('This task is completed: its ETA no longer changes.');
  const today = dayIn(app.now(), await timeZoneOf(app.db.orm, auth.userId));
  if (body.optimisticDate < today) throw fieldError('optimisticDate', `must be today (${today}) or later`);
  if (body.conservativeDate < today) throw fieldError('conservativeDate', `must be today (${today}) or later`);
  await app.db.orm.update(tasks).set({ optimisticDate: body.optimisticDate, conservativeDate: body.conservativeDate, updatedAt: app.now() }).where(eq(tasks.id, taskId));
}
