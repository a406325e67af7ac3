import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  UNASSIGNED_FILTER,
  type BacklogPage,
  type backlogQuerySchema,
  type moveTaskBodySchema,
  type SprintBoard,
  type SprintPlan,
  type Task,
  type WipLimits,
  type wipLimitsBodySchema,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError } from '../../http/errors.js';
import { teamCapacity } from '../availability/availability.js';
import { canManageProject, loadProject, type LoadedProject } from '../projects/project-rights.js';
import { isoToday, sprintAsApi, sprintRowsOfProjects, type SprintRow } from '../projects/sprint-view.js';
import { loadSprint, rankAfterLast } from '../projects/sprint-write.js';
import { changesOf, recordTaskEvents } from './task-history.js';
import { filterCondition } from './task-labels.js';
import {
  epicCondition,
  holidaysOf,
  searchCondition,
  selectTasks,
  taskPageOf,
  taskPageQuery,
  taskQuery,
  toTask,
  withAwards,
  type TaskShape,
  type TaskListRow,
} from './task-view.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { sideBySide } from '../../db/side-by-side.js';
import { loadForManagerChange, taskEvent } from './task-write.js';
import { recordEvent } from '../webhooks/company-events.js';
import type { ServiceContext } from '../service-context.js';

type BacklogQuery = z.output<typeof backlogQuerySchema>;
type MoveBody = z.output<typeof moveTaskBodySchema>;
type WipLimitsBody = z.output<typeof wipLimitsBodySchema>;
type TaskRow = typeof tasks.$inferSelect;

/** The tasks of a backlog (sprintId null) or of a sprint. */
const containerOf = (projectId: string | Placeholder, sprintId: string | null): SQL =>
  and(
    eq(tasks.projectId, projectId),
    sprintId ? eq(tasks.sprintId, sprintId) : isNull(tasks.sprintId),
    isNull(tasks.deletedAt),
  )!;

/**
 * What a caller of `tasksAsApi` has read already: the tasks' sprints (every sprint a task of `where` may be in)
 * and the company's days, which it then does not ask again.
 */
type KnownToTasks = { sprints?: readonly SprintRow[]; holidays?: ReadonlySet<string> };

/** Tasks as the API answers them, each with its own sprint (or none). */
export async function tasksAsApi(
  ctx: ServiceContext,
  project: LoadedProject,
  where: SQL,
  shape: TaskShape = 'whole',
  known: KnownToTasks = {},
): Promise<Task[]> {
  return rowsAsApi(ctx, project, await selectTasks(ctx.orm, where, 'rank', shape), known);
}

/** Rows of `taskQuery` as the API answers them, each with its own sprint (or none). */
async function rowsAsApi(
  ctx: ServiceContext,
  project: LoadedProject,
  rows: TaskListRow[],
  known: KnownToTasks,
): Promise<Task[]> {
  const { orm, caller: auth } = ctx;
  const sprintIds = [...new Set(rows.map((row) => row.task.sprintId).filter((id): id is string => id !== null))];
  const sprintRows =
    known.sprints ?? (sprintIds.length ? await orm.select().from(sprints).where(inArray(sprints.id, sprintIds)) : []);
  const sprintOf = new Map(sprintRows.map((row) => [row.id, row]));
  const holidays = known.holidays ?? (await holidaysOf(orm, auth.companyId));
  return rows.map((row) =>
    toTask(ctx, row.task.sprintId ? (sprintOf.get(row.task.sprintId) ?? null) : null, project, row, holidays),
  );
}

/** The backlog's assignee filter: one person's tasks, or nobody's. */
function assigneeCondition(assigneeId: string | undefined): SQL | undefined {
  if (!assigneeId) return undefined;
  return assigneeId === UNASSIGNED_FILTER ? isNull(tasks.assigneeId) : eq(tasks.assigneeId, assigneeId);
}

/**
 * GET /v2/projects/:id/backlog: by rank, with the sprints a task may move into and, for each of them, its
 * tasks (the same filters), what it holds and the team's capacity for its dates (issue #49).
 */
export async function listBacklog(ctx: ServiceContext, projectId: string, query: BacklogQuery): Promise<BacklogPage> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const project = await loadProject(orm, auth, projectId, 'view');
  const filters = and(
    searchCondition(query.search),
    assigneeCondition(query.assigneeId),
    filterCondition(orm, query),
    epicCondition(query.epic),
  );
  const where = and(containerOf(projectId, null), filters)!;
  const canManage = canManageProject(auth, project.managerIds);
  const paging = { limit: query.perPage, offset: (query.page - 1) * query.perPage };
  // the backlog's page with its total, the project's sprints and the company's days side by side;
  // the days and the open sprints' rows serve both the backlog's tasks and the plan's, which asked for them again
  const [{ rows, total }, sprintList, holidays] = await sideBySide(orm, [
    async () =>
      taskPageOf(await (filters ? taskPageQuery(orm, where, 'rank', paging) : backlogPage(orm, projectId, paging))),
    async () => sprintRowsOfProjects(ctx, [projectId], isoToday(ctx.now()), () => canManage),
    async () => holidaysOf(orm, auth.companyId),
  ]);
  const open = sprintList.filter(({ api }) => api.status !== 'completed');
  const openSprints = open.map(({ api }) => api);
  const known = { sprints: open.map(({ row }) => row), holidays };
  return {
    items: await rowsAsApi(ctx, project, rows, known),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
    sprints: openSprints,
    plan: await sprintPlans(ctx, project, openSprints, filters, query.planLimit, known),
    canManage,
  };
}

/**
 * A page of a project's backlog with no filter, by a statement prepared once: drizzle's writing of the text of
 * statements built on every call was a third of the API's CPU for a backlog (docs/performance.md).
 */
function backlogPage(orm: Orm, projectId: string, paging: { limit: number; offset: number }) {
  const statement = preparedOnce(orm, 'backlog_page', (name) =>
    taskPageQuery(orm, containerOf(sql.placeholder('projectId'), null), 'rank', {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(name),
  );
  return statement.execute({ projectId, ...paging });
}

/** The open sprints of the project named by the placeholder `projectId`: those a plan lists. */
const inOpenSprints = (orm: Orm) =>
  inArray(
    tasks.sprintId,
    orm
      .select({ id: sprints.id })
      .from(sprints)
      .where(
        and(eq(sprints.projectId, sql.placeholder('projectId')), isNull(sprints.closedAt), isNull(sprints.deletedAt)),
      ),
  );

/** The plan's tasks that match the filters: the first `limit` of each sprint by rank when given. */
function planTasksWhere(orm: Orm, projectId: string, ids: string[], filters: SQL, limit: number | undefined): SQL {
  const matched = and(eq(tasks.projectId, projectId), inArray(tasks.sprintId, ids), isNull(tasks.deletedAt), filters)!;
  return limit === undefined ? matched : firstOfEachSprint(orm, matched, limit);
}

/**
 * The plan's tasks with no filter, by a statement prepared once (with and without a limit per sprint), as the
 * backlog's page is (`backlogPage`).
 */
async function unfilteredPlan(orm: Orm, projectId: string, limit: number | undefined) {
  const inProject = () =>
    and(eq(tasks.projectId, sql.placeholder('projectId')), inOpenSprints(orm), isNull(tasks.deletedAt))!;
  const statement =
    limit === undefined
      ? preparedOnce(orm, 'backlog_plan_all', (name) => taskQuery(orm, inProject(), 'rank', 'whole').prepare(name))
      : preparedOnce(orm, 'backlog_plan_first', (name) =>
          taskQuery(orm, firstOfEachSprint(orm, inProject(), sql.placeholder('limit')), 'rank', 'whole').prepare(name),
        );
  return withAwards(await statement.execute({ projectId, limit }));
}

/** What each open sprint holds (every task) and how many of them match `matching`. */
function heldColumns(matching: SQL<number>) {
  return {
    sprintId: tasks.sprintId,
    tasks: count(),
    matching,
    hours: sql<string>`coalesce(sum(${tasks.estimateHours}), 0)`,
    points: sql<string>`coalesce(sum(${tasks.storyPoints}), 0)`,
  };
}

function heldBySprint(orm: Orm, projectId: string, ids: string[], filters: SQL) {
  return orm
    .select(heldColumns(sql<number>`(count(*) filter (where ${filters}))::int`))
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.sprintId, ids), isNull(tasks.deletedAt)))
    .groupBy(tasks.sprintId);
}

function unfilteredHeld(orm: Orm, projectId: string) {
  const statement = preparedOnce(orm, 'backlog_plan_held', (name) =>
    orm
      .select(heldColumns(sql<number>`count(*)::int`))
      .from(tasks)
      .where(and(eq(tasks.projectId, sql.placeholder('projectId')), inOpenSprints(orm), isNull(tasks.deletedAt)))
      .groupBy(tasks.sprintId)
      .prepare(name),
  );
  return statement.execute({ projectId });
}

/**
 * Each open sprint's tasks by rank (filtered; the first `limit` of each when given), how many the filters
 * match, what it holds (unfiltered) and the team's capacity for its dates.
 */
async function sprintPlans(
  ctx: ServiceContext,
  project: LoadedProject,
  open: BacklogPage['sprints'],
  filters: SQL | undefined,
  limit: number | undefined,
  known: KnownToTasks,
): Promise<SprintPlan[]> {
  const { orm, caller: auth } = ctx;
  if (!open.length) return [];
  const projectId = project.row.id;
  const ids = open.map((sprint) => sprint._id);
  const [items, held, capacity] = await Promise.all([
    filters
      ? tasksAsApi(ctx, project, planTasksWhere(orm, projectId, ids, filters, limit), 'whole', known)
      : unfilteredPlan(orm, projectId, limit).then((rows) => rowsAsApi(ctx, project, rows, known)),
    filters ? heldBySprint(orm, projectId, ids, filters) : unfilteredHeld(orm, projectId),
    teamCapacity(
      orm,
      auth.companyId,
      [...new Set([...project.managerIds, ...project.memberIds])],
      open.map((sprint) => ({ from: sprint.startDate.slice(0, 10), to: sprint.endDate.slice(0, 10) })),
    ),
  ]);
  const heldOf = new Map(held.map((row) => [row.sprintId, row]));
  return open.map((sprint, index) => {
    const row = heldOf.get(sprint._id);
    return {
      sprint,
      items: items.filter((task) => task.sprintId === sprint._id),
      matching: Number(row?.matching ?? 0),
      totals: {
        tasks: Number(row?.tasks ?? 0),
        hours: Math.round(Number(row?.hours ?? 0) * 100) / 100,
        points: Number(row?.points ?? 0),
      },
      capacity: capacity[index]!,
    };
  });
}

/**
 * The tasks `where` matches, only the first `limit` of each sprint by rank (the order `tasksAsApi` reads):
 * a sprint of 600 tasks is sent as the page the list shows, not whole (docs/performance.md).
 */
function firstOfEachSprint(orm: Orm, where: SQL, limit: number | Placeholder): SQL {
  const ranked = orm
    .select({
      id: tasks.id,
      place:
        sql<number>`row_number() over (partition by ${tasks.sprintId} order by ${tasks.rank}, ${tasks.createdAt}, ${tasks.id})`.as(
          'place',
        ),
    })
    .from(tasks)
    .where(where)
    .as('ranked');
  return inArray(tasks.id, orm.select({ id: ranked.id }).from(ranked).where(lte(ranked.place, limit)));
}

/** PUT /v2/projects/:id/wip-limits: the project's managers (level3 any) set the limits of its board columns. */
export async function saveWipLimits(
  ctx: ServiceContext,
  projectId: string,
  body: WipLimitsBody,
): Promise<{ limits: WipLimits }> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  await loadProject(orm, auth, projectId, 'manage');
  const limits = Object.fromEntries(
    Object.entries(body.limits).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  ) as Partial<Record<Task['status'], number>>;
  await orm.update(projects).set({ wipLimits: limits, updatedAt: ctx.now() }).where(eq(projects.id, projectId));
  return { limits };
}

/**
 * GET /v2/sprints/:id/board: every task of the sprint by rank, with the assignees and functions to filter by;
 * `card` for GET …/board/cards, whose tasks are their cards (no karma, no watchers: its serializer writes
 * neither).
 */
export async function sprintBoard(
  ctx: ServiceContext,
  sprintId: string,
  shape: TaskShape = 'whole',
): Promise<SprintBoard> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const { sprint, project } = await loadSprint(orm, auth, sprintId, 'view');
  const canManage = canManageProject(auth, project.managerIds);
  // the cards' statement is prepared once per shape: built anew on every call, drizzle's writing of its text
  // was a quarter of the API's CPU for a board (docs/performance.md)
  const cards = preparedOnce(orm, `sprint_board_${shape}`, (name) =>
    taskQuery(
      orm,
      and(
        eq(tasks.projectId, sql.placeholder('projectId')),
        eq(tasks.sprintId, sql.placeholder('sprintId')),
        isNull(tasks.deletedAt),
      ),
      'rank',
      shape,
    ).prepare(name),
  );
  const [api, rows, holidays] = await sideBySide(orm, [
    async () => sprintAsApi(ctx, sprint, project.row.scoringUnit, canManage),
    async () => withAwards(await cards.execute({ projectId: sprint.projectId, sprintId })),
    async () => holidaysOf(orm, auth.companyId),
  ]);
  const items = rows.map((row) => toTask(ctx, sprint, project, row, holidays));
  const assignees = new Map(
    items.flatMap((task) => (task.assignee ? [[task.assignee._id, task.assignee] as const] : [])),
  );
  const roles = new Map(items.flatMap((task) => (task.jobRole ? [[task.jobRole._id, task.jobRole] as const] : [])));
  return {
    sprint: api,
    items,
    assignees: [...assignees.values()].sort((a, b) => a.name.localeCompare(b.name)),
    jobRoles: [...roles.values()].sort((a, b) => a.name.localeCompare(b.name)),
    wipLimits: project.row.wipLimits,
    canManage,
  };
}

/** The sprint a task may move into: of the same project, not closed (planned or current). */
export async function destinationSprint(
  orm: Orm,
  auth: AuthContext,
  projectId: string,
  sprintId: string,
  field: string,
): Promise<SprintRow> {
  const [row] = await orm
    .select()
    .from(sprints)
    .where(and(eq(sprints.id, sprintId), eq(sprints.companyId, auth.companyId), isNull(sprints.deletedAt)));
  if (!row || row.projectId !== projectId) throw fieldError(field, apiError('field.notProjectSprint'));
  if (row.closedAt) throw conflict(apiError('task.movedToClosed', { sprint: row.name }));
  return row;
}

/** Ranks 1, 2, 3… again in a container whose gaps have run out (after very many moves between the same two tasks). */
async function renumber(orm: Orm, projectId: string, sprintId: string | null): Promise<void> {
  await orm.execute(sql`
    update ${tasks} set rank = ordered.n
    from (select id, row_number() over (order by rank, created_at, id) as n from ${tasks}
          where project_id = ${projectId} and ${sprintId ? sql`sprint_id = ${sprintId}` : sql`sprint_id is null`} and deleted_at is null) ordered
    where ${tasks.id} = ordered.id`);
}

/** The rank that puts a task just before or after a neighbour in a container (the task itself left out). */
async function rankNextTo(
  orm: Orm,
  task: TaskRow,
  projectId: string,
  sprintId: string | null,
  neighbourId: string,
  side: 'before' | 'after',
  retried = false,
): Promise<number> {
  const field = side === 'before' ? 'beforeId' : 'afterId';
  const [neighbour] = await orm
    .select({ rank: tasks.rank })
    .from(tasks)
    .where(and(eq(tasks.id, neighbourId), containerOf(projectId, sprintId)));
  if (!neighbour || neighbourId === task.id)
    throw fieldError(field, apiError(sprintId ? 'field.notSprintTask' : 'field.notBacklogTask'));
  const others = and(containerOf(projectId, sprintId), ne(tasks.id, task.id));
  const [beyond] = await orm
    .select({ rank: tasks.rank })
    .from(tasks)
    .where(and(others, side === 'before' ? lt(tasks.rank, neighbour.rank) : gt(tasks.rank, neighbour.rank)))
    .orderBy(side === 'before' ? desc(tasks.rank) : asc(tasks.rank))
    .limit(1);
  if (!beyond) return side === 'before' ? neighbour.rank - 1 : neighbour.rank + 1;
  const middle = (neighbour.rank + beyond.rank) / 2;
  if (middle !== neighbour.rank && middle !== beyond.rank) return middle;
  if (retried) throw conflict(apiError('task.orderRace'));
  await renumber(orm, projectId, sprintId);
  return rankNextTo(orm, task, projectId, sprintId, neighbourId, side, true);
}

/**
 * POST /v2/tasks/:id/move: managers; a task not completed, out of a closed sprint never. Into a planned or
 * current sprint (in a current one it is scope added), to the backlog, or to another place in its own
 * list. A change of sprint goes to the history (the burndown reads it).
 */
export async function moveTask(ctx: ServiceContext, taskId: string, body: MoveBody): Promise<void> {
  const { caller: auth } = ctx;
  const { task, project } = await loadForManagerChange(ctx, taskId);
  const projectId = project.row.id;
  const destination = body.sprintId === undefined ? task.sprintId : body.sprintId;
  // issue #49: a subtask lives where its parent does; it is ordered within that list only
  if (task.parentId && destination !== task.sprintId) throw conflict(apiError('task.subtaskFollowsParent'));
  if (destination) await destinationSprint(ctx.orm, auth, projectId, destination, 'sprintId');
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    const rank = body.beforeId
      ? await rankNextTo(tx, task, projectId, destination, body.beforeId, 'before')
      : body.afterId
        ? await rankNextTo(tx, task, projectId, destination, body.afterId, 'after')
        : await rankAfterLast(tx, projectId, destination);
    await tx.update(tasks).set({ sprintId: destination, rank, updatedAt: now }).where(eq(tasks.id, taskId));
    await recordTaskEvents(tx, [
      {
        companyId: auth.companyId,
        taskId,
        actorId: auth.userId,
        at: now,
        changes: changesOf(task, { sprintId: destination }),
      },
    ]);
    if (destination !== task.sprintId) await moveSubtasksAlong(tx, auth, projectId, [task.id], destination, now);
    // the list it left hears of it too (the live stream's sprint board or backlog)
    await recordEvent(
      tx,
      taskEvent('task.moved', auth, { ...task, sprintId: destination }, now, { fromSprintId: task.sprintId }),
    );
  });
}

/**
 * Issue #49: a parent's subtasks not completed follow it into its new sprint or the backlog (as Jira's do),
 * last there in their order; completed ones stay where they were delivered. Each move goes to the history.
 */
export async function moveSubtasksAlong(
  tx: Orm,
  auth: AuthContext,
  projectId: string,
  parentIds: readonly string[],
  destination: string | null,
  now: Date,
): Promise<void> {
  if (!parentIds.length) return;
  const children = await tx
    .select()
    .from(tasks)
    .where(
      and(
        inArray(tasks.parentId, [...parentIds]),
        isNull(tasks.deletedAt),
        ne(tasks.status, 'completed'),
        destination ? sql`${tasks.sprintId} is distinct from ${destination}` : sql`${tasks.sprintId} is not null`,
      ),
    )
    .orderBy(asc(tasks.rank), asc(tasks.createdAt));
  let rank = await rankAfterLast(tx, projectId, destination);
  for (const child of children) {
    await tx.update(tasks).set({ sprintId: destination, rank, updatedAt: now }).where(eq(tasks.id, child.id));
    rank += 1;
  }
  await recordTaskEvents(
    tx,
    children.map((child) => ({
      companyId: auth.companyId,
      taskId: child.id,
      actorId: auth.userId,
      at: now,
      changes: changesOf(child, { sprintId: destination }),
    })),
  );
}
