import { and, asc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { TASK_TRANSITIONS, predictedTaskDate, type Task, type TaskTab } from '../../contract/index.js';
import type { Orm } from '../../db/client.js';
import { activityTypes, jobRoles, users } from '../../db/schema/core.js';
import { karmaAwards } from '../../db/schema/karma.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { notFound } from '../../http/errors.js';
import { absoluteUrl } from '../../http/public-url.js';
import { canManageProject, loadProject, type LoadedProject } from '../projects/project-rights.js';
import type { SprintRow } from '../projects/sprint-view.js';

export type TaskRow = typeof tasks.$inferSelect;
export type LoadedTask = { task: TaskRow; sprint: SprintRow; project: LoadedProject };

/** The task a request names, with its sprint and project, checked for the caller like the project (404 / 403). */
export async function loadTask(orm: Orm, auth: AuthContext, taskId: string): Promise<LoadedTask> {
  const [found] = await orm
    .select({ task: tasks, sprint: sprints })
    .from(tasks)
    .innerJoin(sprints, eq(sprints.id, tasks.sprintId))
    .where(and(eq(tasks.id, taskId), eq(tasks.companyId, auth.companyId), isNull(tasks.deletedAt), isNull(sprints.deletedAt)));
  if (!found) throw notFound('Task');
  return { ...found, project: await loadProject(orm, auth, found.task.projectId, 'view') };
}

/** PRODUCT.md §2: status and ETA: level3 any task, level2 the tasks of projects they manage, anyone their own. */
export function canWorkOnTask(auth: AuthContext, project: LoadedProject, task: Pick<TaskRow, 'assigneeId'>): boolean {
  return canManageProject(auth, project.managerIds) || task.assigneeId === auth.userId;
}

/** What each tab holds for the caller. */
export function tabCondition(auth: AuthContext, tab: TaskTab): SQL | undefined {
  switch (tab) {
    case 'mine':
      return eq(tasks.assigneeId, auth.userId);
    case 'all':
      return undefined;
    case 'others':
      return and(isNotNull(tasks.assigneeId), ne(tasks.assigneeId, auth.userId));
    case 'open':
      return isNull(tasks.assigneeId);
  }
}

export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(tasks.title, pattern), ilike(tasks.description, pattern));
}

const assignees = alias(users, 'assignee');
const earners = alias(users, 'earner');
const recipients = alias(users, 'recipient');

/** Tasks as the API answers them, in the order asked. */
export async function selectTasks(orm: Orm, where: SQL | undefined, paging?: { limit: number; offset: number }) {
  const query = orm
    .select({
      task: tasks,
      activity: { _id: activityTypes.id, name: activityTypes.name },
      jobRole: { _id: jobRoles.id, name: jobRoles.name },
      assignee: { _id: assignees.id, name: assignees.name, avatarUrl: assignees.avatarUrl },
      karma: { points: karmaAwards.points, comment: karmaAwards.comment },
      earner: { _id: earners.id, name: earners.name, avatarUrl: earners.avatarUrl },
      recipient: { _id: recipients.id, name: recipients.name, avatarUrl: recipients.avatarUrl },
    })
    .from(tasks)
    .leftJoin(activityTypes, eq(activityTypes.id, tasks.activityTypeId))
    .leftJoin(jobRoles, eq(jobRoles.id, tasks.jobRoleId))
    .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .leftJoin(karmaAwards, eq(karmaAwards.taskId, tasks.id))
    .leftJoin(earners, eq(earners.id, karmaAwards.earnedBy))
    .leftJoin(recipients, eq(recipients.id, karmaAwards.recipientId))
    .where(where)
    .orderBy(asc(sql`case ${tasks.status} when 'stuck' then 0 when 'in_progress' then 1 when 'not_started' then 2 else 3 end`), asc(tasks.createdAt), asc(tasks.id));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

type Selected = Awaited<ReturnType<typeof selectTasks>>[number];

export function toTask(request: FastifyRequest, auth: AuthContext, sprint: SprintRow, project: LoadedProject, row: Selected): Task {
  const { task } = row;
  const person = (entry: { _id: string | null; name: string | null; avatarUrl: string | null } | null) =>
    entry?._id ? { _id: entry._id, name: entry.name ?? '', profilePic: absoluteUrl(request, entry.avatarUrl) } : null;
  const open = !sprint.closedAt;
  const manages = canManageProject(auth, project.managerIds);
  const works = open && canWorkOnTask(auth, project, task);
  const earnedBy = person(row.earner);
  const recipient = person(row.recipient);
  return {
    _id: task.id,
    sprintId: task.sprintId,
    projectId: task.projectId,
    title: task.title,
    description: task.description,
    link: task.link,
    activityType: row.activity?._id ? { _id: row.activity._id, name: row.activity.name } : null,
    jobRole: row.jobRole?._id ? { _id: row.jobRole._id, name: row.jobRole.name } : null,
    assignee: person(row.assignee),
    estimateHours: Number(task.estimateHours),
    actualHours: task.actualHours === null ? null : Number(task.actualHours),
    status: task.status,
    route: task.route,
    optimisticDate: task.optimisticDate,
    conservativeDate: task.conservativeDate,
    predictedDate: task.optimisticDate && task.conservativeDate ? predictedTaskDate(task.optimisticDate, task.conservativeDate) : null,
    completedAt: task.completedAt?.toISOString() ?? null,
    carriedFromSprintId: task.carriedFromSprintId,
    karma: row.karma?.points != null && earnedBy && recipient ? { points: Number(row.karma.points), earnedBy, recipient, comment: row.karma.comment ?? '' } : null,
    canEdit: open && manages && task.status === 'not_started',
    canChangeStatus: works && task.status !== 'completed',
    canAssignSelf: open && task.assigneeId === null && task.status !== 'completed',
    nextStatuses: works ? [...TASK_TRANSITIONS[task.status]] : [],
  };
}

/** One task, fresh from the database, as the API answers it. */
export async function oneTask(orm: Orm, request: FastifyRequest, auth: AuthContext, taskId: string): Promise<Task> {
  const { sprint, project } = await loadTask(orm, auth, taskId);
  const [row] = await selectTasks(orm, eq(tasks.id, taskId));
  return toTask(request, auth, sprint, project, row!);
}
