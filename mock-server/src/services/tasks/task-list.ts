import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { taskTabsFor, type TaskPage } from '@timely/contract';
import type { z } from 'zod';
import type { listTasksQuerySchema } from '@timely/contract';
import { tasks } from '../../db/schema/sprints.js';
import type { App, AuthContext } from '../../http/app-types.js';
import { fieldError, said } from '../../http/errors.js';
import { loadSprint } from '../projects/sprint-write.js';
import { holidaysOf, searchCondition, selectTasks, tabCondition, toTask } from './task-view.js';

type Query = z.output<typeof listTasksQuerySchema>;

/** GET /v2/sprints/:id/tasks: a page of one tab (the caller's level decides which tabs exist). */
export async function listTasks(
  app: App,
  request: FastifyRequest,
  auth: AuthContext,
  sprintId: string,
  query: Query,
): Promise<TaskPage> {
  const tabs = [...taskTabsFor(auth.level)];
  if (!tabs.includes(query.tab)) throw fieldError('tab', said('field.tabForLevel', { level: auth.level }));
  const { sprint, project } = await loadSprint(app.db.orm, auth, sprintId, 'view');
  const where = and(
    eq(tasks.sprintId, sprintId),
    isNull(tasks.deletedAt),
    tabCondition(auth, query.tab),
    searchCondition(query.search),
  );
  // independent of each other: asked together (the pool has room), not one round trip after another; the
  // page carries its total (a window count), so the count is asked apart only for a page past the last
  const offset = (query.page - 1) * query.perPage;
  const [rows, holidays] = await Promise.all([
    selectTasks(app.db.orm, where, { limit: query.perPage, offset }),
    holidaysOf(app.db.orm, auth.companyId),
  ]);
  const total = rows[0]
    ? rows[0].total
    : offset > 0
      ? Number((await app.db.orm.select({ total: count() }).from(tasks).where(where))[0]?.total ?? 0)
      : 0;
  return {
    items: rows.map((row) => toTask(request, auth, sprint, project, row, holidays)),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
    tab: query.tab,
    tabs,
  };
}
