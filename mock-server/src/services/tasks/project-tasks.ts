import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BACKLOG_FILTER,
  NO_EPIC_FILTER,
  UNASSIGNED_FILTER,
  type ProjectTasksPage,
  type projectTasksQuerySchema,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { loadProject } from '../projects/project-rights.js';
import { sprintStatusOf } from '../projects/sprint-view.js';
import { filterCondition } from './task-labels.js';
import { holidaysOf, searchCondition, taskPageOf, taskPageQuery, taskQuery, toTask, withAwards } from './task-view.js';
import type { ServiceContext } from '../service-context.js';

type Query = z.output<typeof projectTasksQuerySchema>;
type Filters = Omit<Query, 'page' | 'perPage' | 'sort' | 'order'>;
type TaskRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['execute']>>[number];

/**
 * GET /v2/projects/:id/tasks: every task of the project in any sprint (closed ones too) or in the backlog,
 * for everyone who sees the project's tasks (the backlog's and the sprints' rule: on the project, level3
 * any), each as those lists answer it, filtered, sorted and paged.
 */
export async function listProjectTasks(
  ctx: ServiceContext,
  projectId: string,
  query: Query,
): Promise<ProjectTasksPage> {
  const orm = ctx.orm;
  const source = await projectTaskSource(ctx, projectId, query);
  const offset = (query.page - 1) * query.perPage;
  const [{ rows, total }, toItem] = await Promise.all([
    taskPageQuery(orm, source.where, orderOf(query.sort, query.order), { limit: query.perPage, offset }).then(
      taskPageOf,
    ),
    source.itemMaker,
  ]);
  return {
    items: rows.map((row) => toItem(row)),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
  };
}

/** Tasks read at a time by an export, by their ids. */
const EXPORT_CHUNK = 500;

/**
 * Every task the All tasks view shows for `query`, in its order, as the export writes them: the project is
 * checked first (a refusal comes before anything is sent), then the ids in order in one light query, then the
 * tasks a few hundred ids at a time. Paging the list itself would sort, count and join every task again for
 * each page, and the pages far down cost the most.
 */
export async function projectTasksForExport(
  ctx: ServiceContext,
  projectId: string,
  query: Omit<Query, 'page' | 'perPage'>,
  maxRows: number,
): Promise<AsyncIterable<ProjectTasksPage['items'][number]>> {
  const orm = ctx.orm;
  const source = await projectTaskSource(ctx, projectId, query);
  const order = orderOf(query.sort, query.order);
  const [idRows, toItem] = await Promise.all([
    orm
      .select({ id: tasks.id })
      .from(tasks)
      .where(source.where)
      .orderBy(...order)
      .limit(maxRows),
    source.itemMaker,
  ]);
  const ids = idRows.map((row) => row.id);
  return (async function* () {
    for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
      const chunk = ids.slice(start, start + EXPORT_CHUNK);
      // the same order within a chunk as in the whole list
      const rows = await taskQuery(orm, and(source.where, inArray(tasks.id, chunk)), order).then(withAwards);
      for (const row of rows) yield toItem(row);
    }
  })();
}

/**
 * What both the page and the export need: the project checked, the filters as SQL, and (asked beside the
 * tasks) how a row becomes an item.
 */
async function projectTaskSource(ctx: ServiceContext, projectId: string, filters: Filters) {
  const { orm, caller: auth } = ctx;
  const project = await loadProject(orm, auth, projectId, 'view');
  const where = and(
    eq(tasks.projectId, projectId),
    eq(tasks.companyId, auth.companyId),
    isNull(tasks.deletedAt),
    // a deleted sprint's tasks are gone with it, as the task page says
    sql`(${tasks.sprintId} IS NULL OR EXISTS (SELECT 1 FROM ${sprints} s WHERE s.id = ${tasks.sprintId} AND s.deleted_at IS NULL))`,
    projectTaskFilters(orm, filters),
  );
  const itemMaker = Promise.all([
    holidaysOf(orm, auth.companyId),
    // the project's live sprints (a deleted one's tasks are left out above), by the sprints' partial index
    orm
      .select()
      .from(sprints)
      .where(and(eq(sprints.projectId, projectId), isNull(sprints.deletedAt))),
  ]).then(([holidays, sprintRows]) => {
    const sprintOf = new Map(sprintRows.map((row) => [row.id, row]));
    return (row: ReturnType<typeof withAwards<TaskRow>>[number]) => {
      const sprint = row.task.sprintId ? (sprintOf.get(row.task.sprintId) ?? null) : null;
      return {
        ...toTask(ctx, sprint, project, row, holidays),
        sprint: sprint ? { _id: sprint.id, name: sprint.name, status: sprintStatusOf(sprint) } : null,
      };
    };
  });
  return { where, itemMaker };
}

/** Every filter given, combined with AND; within one, a task matches any of its values. */
export function projectTaskFilters(orm: Orm, filters: Filters): SQL | undefined {
  return and(
    searchCondition(filters.search),
    filterCondition(orm, filters),
    filters.status?.length ? inArray(tasks.status, filters.status) : undefined,
    anyOf(tasks.assigneeId, filters.assignee, UNASSIGNED_FILTER),
    anyOf(tasks.epicId, filters.epic, NO_EPIC_FILTER),
    anyOf(tasks.sprintId, filters.sprint, BACKLOG_FILTER),
  );
}

/** One of the ids, or (with `none` among the values) no value at all. */
function anyOf(
  column: typeof tasks.assigneeId | typeof tasks.epicId | typeof tasks.sprintId,
  values: string[] | undefined,
  none: string,
): SQL | undefined {
  if (!values?.length) return undefined;
  const ids = values.filter((value) => value !== none);
  return or(ids.length ? inArray(column, ids) : undefined, values.includes(none) ? isNull(column) : undefined);
}

const PRIORITY_ORDER = sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 when 'low' then 3 else 4 end`;
// the plan's order: sprints by number, then the backlog, each list by rank
const SPRINT_NUMBER = sql`coalesce((SELECT s.number FROM ${sprints} s WHERE s.id = ${tasks.sprintId}), 2147483647)`;

/**
 * The order of the list, then the oldest first so that pages never overlap. A task without a due date
 * goes last in either direction; priority ascending is the most urgent first.
 */
function orderOf(sort: Query['sort'], order: Query['order']): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const nullsLast = (value: SQL) => sql`${value} ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`;
  const keys: Record<Query['sort'], SQL[]> = {
    rank: [by(SPRINT_NUMBER), by(tasks.rank)],
    updated: [by(tasks.updatedAt)],
    created: [by(tasks.createdAt)],
    priority: [by(PRIORITY_ORDER)],
    dueDate: [nullsLast(sql`${tasks.dueDate}`)],
    title: [by(sql`lower(${tasks.title})`)],
  };
  return [...keys[sort], asc(tasks.createdAt), asc(tasks.id)];
}
