import {
  and,
  asc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TASK_TRANSITIONS, predictedTaskDate, type EtaWarning, type Task, type TaskTab } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { activityTypes, jobRoles, users } from '../../db/schema/core.js';
import { karmaAwards } from '../../db/schema/karma.js';
import { epics } from '../../db/schema/epics.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { taskRelations } from '../../db/schema/task-activity.js';
import type { AuthContext } from '../../http/app-types.js';
import { notFound } from '../../http/errors.js';
import { isWorkingDay } from '../calendar-days.js';
import { companyDaysOf } from '../company/company-days.js';
import {
  canManageProject,
  checkedProject,
  projectRowColumns,
  teamJson,
  type LoadedProject,
} from '../projects/project-rights.js';
import { projects } from '../../db/schema/projects.js';
import { preparedOnce } from '../../db/prepared-once.js';
import type { SprintRow } from '../projects/sprint-view.js';
import { containsPattern } from '../../db/like-pattern.js';
import { labelIdsJson } from './task-labels.js';
import type { ServiceContext } from '../service-context.js';

export type TaskRow = typeof tasks.$inferSelect;
/** A task with its sprint (null in the backlog) and project. */
export type LoadedTask = { task: TaskRow; sprint: SprintRow | null; project: LoadedProject };

/** The task a request names, with its sprint and project, checked for the caller like the project (404 / 403). */
export async function loadTask(orm: Orm, auth: AuthContext, taskId: string): Promise<LoadedTask> {
  // the task, its sprint, its project and the project's team in one statement (two round trips before),
  // built once and prepared: every task route asks it
  const statement = preparedOnce(orm, 'load_task', (name) => {
    const companyId = sql.placeholder('companyId');
    return orm
      .select({ task: tasks, sprint: sprints, project: projectRowColumns, team: teamJson })
      .from(tasks)
      .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
      .leftJoin(
        projects,
        and(eq(projects.id, tasks.projectId), eq(projects.companyId, companyId), isNull(projects.deletedAt)),
      )
      .where(
        and(
          eq(tasks.id, sql.placeholder('taskId')),
          eq(tasks.companyId, companyId),
          isNull(tasks.deletedAt),
          isNull(sprints.deletedAt),
        ),
      )
      .prepare(name);
  });
  const [found] = await statement.execute({ companyId: auth.companyId, taskId });
  if (!found) throw notFound('notFound.task');
  return { task: found.task, sprint: found.sprint, project: checkedProject(auth, found.project, found.team, 'view') };
}

/** docs/privacy.md: status and ETA: level3 any task, level2 the tasks of projects they manage, anyone their own. */
export function canWorkOnTask(auth: AuthContext, project: LoadedProject, task: Pick<TaskRow, 'assigneeId'>): boolean {
  return canManageProject(auth, project.managerIds) || task.assigneeId === auth.userId;
}

/** What each tab holds for the caller. */
export function tabCondition(userId: string | Placeholder, tab: TaskTab): SQL | undefined {
  switch (tab) {
    case 'mine':
      return eq(tasks.assigneeId, userId);
    case 'all':
      return undefined;
    case 'others':
      return and(isNotNull(tasks.assigneeId), ne(tasks.assigneeId, userId));
    case 'open':
      return isNull(tasks.assigneeId);
  }
}

/** Issue #49: the `epic` filter of a task list: an epic's tasks, or with `none` the tasks without one. */
export function epicCondition(epic: string | undefined): SQL | undefined {
  if (epic === undefined) return undefined;
  return epic === 'none' ? isNull(tasks.epicId) : eq(tasks.epicId, epic);
}

export function searchCondition(search: string | undefined): SQL | undefined {
  return search ? searchFor(containsPattern(search)) : undefined;
}

/** Tasks whose title or description holds `pattern` (a value, or a prepared statement's placeholder). */
export function searchFor(pattern: string | Placeholder): SQL | undefined {
  return or(ilike(tasks.title, pattern), ilike(tasks.description, pattern));
}

const assignees = alias(users, 'assignee');

/**
 * The order of a list: the tasks screen's (stuck first, then by creation), the plan's (rank), or the
 * expressions a list sorts by itself (a project's task list, `project-tasks.ts`).
 */
export type TaskOrder = 'status' | 'rank' | SQL[];

/**
 * What a row carries: the whole task, or its card (the board's), which leaves out the description, the karma
 * awards and the watchers (the card has none of them): a 500-task board's statement with the two correlated
 * reads and every description cost a fifth more (docs/performance.md).
 */
export type TaskShape = 'whole' | 'card';

const taskColumns = getTableColumns(tasks);
const cardColumns = { ...taskColumns, description: sql<string>`''` };

/**
 * A task's karma awards (the assignee's own, and a recognised peer's, issue #27) as JSON text, read in the
 * statement that reads the task (a second round trip per page before, issue #35).
 */
const awardsJson = sql<string>`coalesce((
  select json_agg(json_build_object(
    'points', k.points, 'comment', k.comment,
    'earnedBy', json_build_object('_id', earner.id, 'name', earner.name, 'avatarUrl', earner.avatar_url),
    'recipient', json_build_object('_id', recipient.id, 'name', recipient.name, 'avatarUrl', recipient.avatar_url)))
  from ${karmaAwards} k
  join ${users} earner on earner.id = k.earned_by
  join ${users} recipient on recipient.id = k.recipient_id
  where k.task_id = ${tasks.id}), '[]')::text`;

/** Issue #49: a parent's subtasks (all, and completed) and the tasks not completed that block it, read with the task. */
const subtasksTotal = sql<number>`(select count(*) from ${tasks} child
  where child.parent_id = ${tasks.id} and child.deleted_at is null)::int`;
const subtasksCompleted = sql<number>`(select count(*) from ${tasks} child
  where child.parent_id = ${tasks.id} and child.deleted_at is null and child.status = 'completed')::int`;
const blockedByCount = sql<number>`(select count(*) from ${taskRelations} relation
  join ${tasks} blocker on blocker.id = relation.from_task_id
  where relation.to_task_id = ${tasks.id} and relation.kind = 'blocks'
    and blocker.deleted_at is null and blocker.status <> 'completed')::int`;

/**
 * Who watches the task (issue #49) as JSON text: the watchers who may still see its project, as
 * `taskWatchersOf` lists them.
 */
const watchersJson = sql<string>`coalesce((
  select json_agg(w.user_id)
  from task_watchers w
  join ${users} watcher on watcher.id = w.user_id
  where w.task_id = ${tasks.id} and watcher.deleted_at is null
    and (watcher.level = 'level3'
      or exists (select 1 from project_members pm where pm.project_id = ${tasks.projectId} and pm.user_id = w.user_id))), '[]')::text`;

/** A page of a task list: its size and where it starts, as values or as a prepared statement's placeholders. */
export type TaskPaging = { limit: number | Placeholder; offset: number | Placeholder };

/** Tasks as the API answers them, in the order asked, with their karma awards (every one of `where`: no count). */
export async function selectTasks(
  orm: Orm,
  where: SQL | undefined,
  order: TaskOrder = 'status',
  shape: TaskShape = 'whole',
) {
  return withAwards(await taskQuery(orm, where, order, shape));
}

/** The expressions a list is sorted by. */
function orderOf(order: TaskOrder): SQL[] {
  if (Array.isArray(order)) return order;
  if (order === 'rank') return [asc(tasks.rank), asc(tasks.createdAt), asc(tasks.id)];
  return [
    asc(sql`case ${tasks.status} when 'stuck' then 0 when 'in_progress' then 1 when 'not_started' then 2 else 3 end`),
    asc(tasks.createdAt),
    asc(tasks.id),
  ];
}

/** What a row of a task list carries (the whole task, or its card). */
function fieldsOf(shape: TaskShape) {
  const card = shape === 'card';
  return {
    task: card ? cardColumns : taskColumns,
    activity: { _id: activityTypes.id, name: activityTypes.name },
    jobRole: { _id: jobRoles.id, name: jobRoles.name },
    assignee: { _id: assignees.id, name: assignees.name, avatarUrl: assignees.avatarUrl },
    awards: card ? sql<string>`'[]'` : awardsJson,
    labelIds: labelIdsJson,
    epic: { _id: epics.id, name: epics.name, colour: epics.colour },
    subtasksTotal,
    subtasksCompleted,
    blockedByCount,
    watchers: card ? sql<string>`'[]'` : watchersJson,
  };
}

/** Every task of `where`, in its order, as `selectTasks` reads them: for a caller that prepares the statement. */
export function taskQuery(orm: Orm, where: SQL | undefined, order: TaskOrder, shape: TaskShape = 'whole') {
  return orm
    .select(fieldsOf(shape))
    .from(tasks)
    .leftJoin(epics, eq(epics.id, tasks.epicId))
    .leftJoin(activityTypes, eq(activityTypes.id, tasks.activityTypeId))
    .leftJoin(jobRoles, eq(jobRoles.id, tasks.jobRoleId))
    .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .where(where)
    .orderBy(...orderOf(order));
}

/**
 * One page of the tasks of `where`, whole, with how many match, in one statement, for a caller that may prepare
 * it. The page's ids and their window count are cut first and only those rows are joined to their names (joined
 * before the cut, PostgreSQL hashed every person of the company, and every activity type and job role, to name
 * twenty tasks: docs/performance.md). A page with no task (nothing matches, or past the last page) still answers
 * one row, all nulls but its total, counted then in the same statement (PostgreSQL runs that subquery only when
 * the page brought no total), where a second statement cost the API more to send than the database to run:
 * read it with `taskPageOf`.
 */
export function taskPageQuery(orm: Orm, where: SQL | undefined, order: TaskOrder, paging: TaskPaging) {
  const orderBy = orderOf(order);
  const page = orm
    .select({ id: tasks.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(tasks)
    .where(where)
    .orderBy(...orderBy)
    .limit(paging.limit)
    .offset(paging.offset)
    .as('page');
  const counted = sql<number>`coalesce(${page.total}, (select count(*)::int from ${tasks} where ${where ?? sql`true`}))`;
  return orm
    .select({ ...fieldsOf('whole'), total: counted })
    .from(sql`(select 1) as one`)
    .leftJoin(page, sql`true`)
    .leftJoin(tasks, eq(tasks.id, page.id))
    .leftJoin(epics, eq(epics.id, tasks.epicId))
    .leftJoin(activityTypes, eq(activityTypes.id, tasks.activityTypeId))
    .leftJoin(jobRoles, eq(jobRoles.id, tasks.jobRoleId))
    .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
    .orderBy(...orderBy);
}

type TaskPageRow = Awaited<ReturnType<ReturnType<typeof taskPageQuery>['execute']>>[number];

/** The tasks of a page statement (`taskPageQuery`) with their awards, labels and watchers read, and its total. */
export function taskPageOf(found: TaskPageRow[]): { rows: TaskListRow[]; total: number } {
  const onPage = found.flatMap((row) => (row.task ? [{ ...row, task: row.task }] : []));
  return { rows: withAwards(onPage), total: found[0]?.total ?? 0 };
}

/** The rows of `taskQuery` with their awards, labels and watchers read from their JSON text. */
export function withAwards<Row extends { awards: string; labelIds: string; watchers: string }>(rows: Row[]) {
  return rows.map((row) => ({
    ...row,
    labelIds: JSON.parse(row.labelIds) as string[],
    watchers: JSON.parse(row.watchers) as string[],
    awards: (JSON.parse(row.awards) as Award[]).map((award) => ({ ...award, points: Number(award.points) })),
  }));
}

type Award = { points: number; comment: string; earnedBy: Person; recipient: Person };
type Person = { _id: string; name: string; avatarUrl: string | null };

/** A row of `taskQuery` with its awards, labels and watchers read. */
export type TaskListRow = Awaited<ReturnType<typeof selectTasks>>[number];

/** The company's public holidays (a handful a year) and its working week: the ETA flags need them. */
export async function holidaysOf(orm: Orm, companyId: string): Promise<ReadonlySet<string>> {
  return companyDaysOf(orm, companyId);
}

/** A day outside the company's working week (Monday to Friday for a plain set) or a public holiday of the company. */
export function isNonWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return !isWorkingDay(day, holidays);
}

/** Issue #27: a predicted date after the sprint's end, or on a non-working day, is flagged on the task. */
export function etaWarningsOf(
  predicted: string | null,
  status: string,
  sprintEnd: string | null,
  holidays: ReadonlySet<string>,
): EtaWarning[] {
  if (!predicted || status === 'completed') return [];
  const warnings: EtaWarning[] = [];
  if (sprintEnd && predicted > sprintEnd) warnings.push('after_sprint_end');
  if (isNonWorkingDay(predicted, holidays)) warnings.push('non_working_day');
  return warnings;
}

export function toTask(
  ctx: ServiceContext,
  sprint: SprintRow | null,
  project: LoadedProject,
  row: TaskListRow,
  holidays: ReadonlySet<string>,
): Task {
  const { caller: auth } = ctx;
  const { task } = row;
  const person = (entry: { _id: string | null; name: string | null; avatarUrl: string | null } | null) =>
    entry?._id ? { _id: entry._id, name: entry.name ?? '', profilePic: ctx.pictureUrl(entry.avatarUrl) } : null;
  const open = !sprint?.closedAt;
  const manages = canManageProject(auth, project.managerIds);
  const works = open && canWorkOnTask(auth, project, task);
  const predictedDate =
    task.optimisticDate && task.conservativeDate ? predictedTaskDate(task.optimisticDate, task.conservativeDate) : null;
  return {
    _id: task.id,
    parentId: task.parentId,
    epicId: task.epicId,
    epic: row.epic?._id ? { _id: row.epic._id, name: row.epic.name, colour: row.epic.colour } : null,
    subtasks: { total: row.subtasksTotal, completed: row.subtasksCompleted },
    blockedByCount: row.blockedByCount,
    sprintId: task.sprintId,
    projectId: task.projectId,
    rank: task.rank,
    title: task.title,
    description: task.description,
    link: task.link,
    type: task.type,
    priority: task.priority,
    dueDate: task.dueDate,
    labelIds: row.labelIds,
    activityType: row.activity?._id ? { _id: row.activity._id, name: row.activity.name } : null,
    jobRole: row.jobRole?._id ? { _id: row.jobRole._id, name: row.jobRole.name } : null,
    assignee: person(row.assignee),
    estimateHours: Number(task.estimateHours),
    storyPoints: task.storyPoints === null ? null : Number(task.storyPoints),
    actualHours: task.actualHours === null ? null : Number(task.actualHours),
    status: task.status,
    route: task.route,
    optimisticDate: task.optimisticDate,
    conservativeDate: task.conservativeDate,
    predictedDate,
    etaWarnings: etaWarningsOf(predictedDate, task.status, sprint?.endDate ?? null, holidays),
    scopeAdded: Boolean(sprint?.startedAt) && task.committedSprintId !== task.sprintId,
    completedAt: task.completedAt?.toISOString() ?? null,
    updatedAt: task.updatedAt.toISOString(),
    carriedFromSprintId: task.carriedFromSprintId,
    karma: karmaOfTask(row.awards, person),
    watching: row.watchers.includes(auth.userId),
    watcherCount: row.watchers.length,
    canEdit: open && manages && task.status !== 'completed',
    canChangeStatus: works && task.status !== 'completed',
    canAssignSelf: open && task.assigneeId === null && task.status !== 'completed',
    canMove: open && manages && task.status !== 'completed',
    nextStatuses: works ? [...TASK_TRANSITIONS[task.status]] : [],
  };
}

function karmaOfTask(awards: Award[], person: (entry: Person) => Task['assignee']): Task['karma'] {
  if (!awards.length) return null;
  // the recognised peer's row is the one whose recipient did not earn it; rows before #27 hold one award
  const recognised = awards.find((award) => award.recipient._id !== award.earnedBy._id) ?? null;
  const main = recognised ?? awards[0]!;
  return {
    points: Math.round(awards.reduce((sum, award) => sum + award.points, 0) * 100) / 100,
    earnedBy: person(main.earnedBy)!,
    recipient: person(main.recipient)!,
    recognisedPoints: recognised?.points ?? 0,
    comment: recognised?.comment ?? '',
  };
}

/** One task, fresh from the database, as the API answers it. */
export async function oneTask(ctx: ServiceContext, taskId: string): Promise<Task> {
  return taskAnswer(ctx, await loadTask(ctx.orm, ctx.caller, taskId));
}

/** A task already loaded and checked (`loadTask`), read whole and answered: its row and the company's days side by side. */
export async function taskAnswer(ctx: ServiceContext, { task, sprint, project }: LoadedTask): Promise<Task> {
  const [[row], holidays] = await Promise.all([
    selectTasks(ctx.orm, eq(tasks.id, task.id)),
    holidaysOf(ctx.orm, ctx.caller.companyId),
  ]);
  return toTask(ctx, sprint, project, row!, holidays);
}
