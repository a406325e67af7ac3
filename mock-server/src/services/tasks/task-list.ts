import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { taskTabsFor, type TaskPage, type TaskTab } from '@timely/contract';
import type { z } from 'zod';
import type { listTasksQuerySchema } from '@timely/contract';
import { tasks } from '../../db/schema/sprints.js';
import { apiError, fieldError } from '../../http/errors.js';
import { loadSprintWithDays } from '../projects/sprint-write.js';
import { preparedOnce } from '../../db/prepared-once.js';
import {
  epicCondition,
  searchCondition,
  searchFor,
  tabCondition,
  taskPageOf,
  taskPageQuery,
  toTask,
} from './task-view.js';
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
  // a page and its total are one statement (a window count, or a count when the page has no task), prepared
  // once per tab, search and epic
  const searched = Boolean(query.search);
  const epic = query.epic === undefined ? '' : query.epic === 'none' ? '_no_epic' : '_epic';
  const page = preparedOnce(ctx.orm, `sprint_tasks_${query.tab}${searched ? '_searched' : ''}${epic}`, (name) =>
    taskPageQuery(ctx.orm, whereOf(query.tab, searched, query.epic), 'status', {
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
  const { rows, total } = taskPageOf(
    await (filtered
      ? taskPageQuery(ctx.orm, filtered, 'status', { limit: query.perPage, offset })
      : page.execute({
          sprintId,
          userId: auth.userId,
          pattern: query.search && containsPattern(query.search),
          ...(query.epic && query.epic !== 'none' ? { epic: query.epic } : {}),
          limit: query.perPage,
          offset,
        })),
  );
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
