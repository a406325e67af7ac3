import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { taskTabsFor, type TaskPage, type TaskTab } from '@timely/contract';
import type { z } from 'zod';
import type { listTasksQuerySchema } from '@timely/contract';
import { tasks } from '../../db/schema/sprints.js';
import { apiError, fieldError } from '../../http/errors.js';
import { loadSprintWithDays } from '../projects/sprint-write.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { epicCondition, searchCondition, searchFor, tabCondition, taskQuery, toTask, withAwards } from './task-view.js';
import { containsPattern } from '../../db/like-pattern.js';
import { filterCondition, isFiltered } from './task-labels.js';
import type { ServiceContext } from '../service-context.js';

type Query = z.output<typeof listTasksQuerySchema>;

/** GET /v2/sprints/:id/tasks: a page of one tab (the caller's level decides which tabs exist). */
export async function listTasks(ctx: ServiceContext, sprintId: string, query: Query): Promise<TaskPage> {
  const { caller: auth } = ctx;
  const tabs = [...taskTabsFor(auth.level)];
  if (!tabs.includes(query.tab)) throw fieldError('tab', apiError('field.tabForLevel', { level: auth.level }));
  const { sprint, project, days: holidays } = await loadSprintWithDays(ctx.orm, auth, sprintId);
  // a page and its total are one statement (a window count), prepared once per tab and search; the count is
  // asked apart only for a page past the last
  const searched = Boolean(query.search);
  const epic = query.epic === undefined ? '' : query.epic === 'none' ? '_no_epic' : '_epic';
  const shape = `${query.tab}${searched ? '_searched' : ''}${epic}`;
  const page = preparedOnce(ctx.orm, `sprint_tasks_${shape}`, (name) =>
    taskQuery(ctx.orm, whereOf(query.tab, searched, query.epic), 'status', 'whole', {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(name),
  );
  const offset = (query.page - 1) * query.perPage;
  // issue #49: a filtered list (type, priority, labels) is built for its filters rather than prepared once
  const filtered = isFiltered(query)
    ? and(
        eq(tasks.sprintId, sprintId),
        isNull(tasks.deletedAt),
        tabCondition(auth.userId, query.tab),
        searchCondition(query.search),
        epicCondition(query.epic),
        filterCondition(ctx.orm, query),
      )
    : undefined;
  const values = {
    sprintId,
    userId: auth.userId,
    pattern: query.search && containsPattern(query.search),
    ...(query.epic && query.epic !== 'none' ? { epic: query.epic } : {}),
    limit: query.perPage,
    offset,
  };
  const rows = await (
    filtered ? taskQuery(ctx.orm, filtered, 'status', 'whole', { limit: query.perPage, offset }) : page.execute(values)
  ).then(withAwards);
  const total = rows[0] ? rows[0].total : offset > 0 ? await countPastTheLast(ctx, filtered, query, shape, values) : 0;
  return {
    items: rows.map((row) => toTask(ctx, sprint, project, row, holidays)),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
    tab: query.tab,
    tabs,
  };
}

/**
 * The total of a page past the last (its statement gives the total with its rows, and it has none): prepared once
 * per shape as the page is, and built for its filters where it has them (drizzle wrote its text anew on every call
 * otherwise: a sprint of fewer tasks than a page asked for its second page).
 */
async function countPastTheLast(
  ctx: ServiceContext,
  filtered: SQL | undefined,
  query: Query,
  shape: string,
  values: Record<string, unknown>,
): Promise<number> {
  const counted = () => ctx.orm.select({ total: count() }).from(tasks);
  const [row] = filtered
    ? await counted().where(filtered)
    : await preparedOnce(ctx.orm, `sprint_tasks_count_${shape}`, (name) =>
        counted()
          .where(whereOf(query.tab, Boolean(query.search), query.epic))
          .prepare(name),
      ).execute(values);
  return Number(row?.total ?? 0);
}

/** The tasks of a sprint on a tab, searched or not, with placeholders for the sprint, the caller and the search. */
function whereOf(tab: TaskTab, searched: boolean, epic: string | undefined): SQL | undefined {
  return and(
    eq(tasks.sprintId, sql.placeholder('sprintId')),
    isNull(tasks.deletedAt),
    tabCondition(sql.placeholder('userId'), tab),
    searched ? searchFor(sql.placeholder('pattern')) : undefined,
    epic === undefined ? undefined : epic === 'none' ? isNull(tasks.epicId) : eq(tasks.epicId, sql.placeholder('epic')),
  );
}
