import { and, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MyWorkKind, MyWorkPage, MyWorkQuery } from '@timely/contract';
import { pageWindow } from '../../db/page-window.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { users } from '../../db/schema/core.js';
import { projects } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { taskComments, taskWatchers } from '../../db/schema/task-activity.js';
import type { AuthContext } from '../../http/app-types.js';
import { sprintStatusOf } from '../projects/sprint-view.js';
import { seesProject } from './task-watchers.js';
import type { ServiceContext } from '../service-context.js';

const assignees = alias(users, 'assignee');

function kindCondition(userId: Placeholder, kind: MyWorkKind): SQL {
  switch (kind) {
    case 'assigned':
      return eq(tasks.assigneeId, userId);
    case 'watching':
      return sql`EXISTS (SELECT 1 FROM ${taskWatchers} WHERE ${taskWatchers.taskId} = ${tasks.id} AND ${taskWatchers.userId} = ${userId})`;
    case 'mentioned':
      return sql`EXISTS (SELECT 1 FROM ${taskComments} WHERE ${taskComments.taskId} = ${tasks.id} AND ${taskComments.deletedAt} IS NULL AND ${userId}::uuid = ANY(${taskComments.mentionIds}))`;
  }
}

/** The caller's tasks of that kind in live projects they may see now (the caller's ids as placeholders). */
function whereOf(level: AuthContext['level'], kind: MyWorkKind): SQL | undefined {
  const userId = sql.placeholder('userId');
  return and(
    eq(tasks.companyId, sql.placeholder('companyId')),
    isNull(tasks.deletedAt),
    isNull(projects.deletedAt),
    isNull(sprints.deletedAt),
    level === 'level3' ? undefined : seesProject(sql`${userId}::uuid`, tasks.projectId),
    kindCondition(userId, kind),
  );
}

/** Open tasks first, then the most recently changed. */
const ORDER = [sql`case when ${tasks.status} = 'completed' then 1 else 0 end`, desc(tasks.updatedAt), desc(tasks.id)];

/**
 * GET /v2/me/work: a page of the caller's tasks of one kind (assigned to them, watched, or mentioning them
 * in a comment), across the projects they may see now (a project left or deleted drops out), open tasks
 * first, most recently changed first. One statement, as the other task lists (`taskPageQuery`): the page's ids
 * with their window count are cut first and only those rows named; a page with no task (none of that kind, or
 * past the last) still answers one row of nulls with its total, counted then by a subquery PostgreSQL runs only
 * when the page brought none.
 */
export async function myWork(ctx: ServiceContext, query: MyWorkQuery): Promise<MyWorkPage> {
  const { orm, caller: auth } = ctx;
  const window = pageWindow(query.page, query.perPage);
  // one statement per kind and reach, planned once (db/prepared-once.ts)
  const shape = `${query.kind}_${auth.level === 'level3' ? 'all' : 'own'}${window.shape}`;
  const statement = preparedOnce(orm, `my_work_${shape}`, (name) => {
    const where = whereOf(auth.level, query.kind);
    const page = orm
      .select({
        id: sql<string>`${tasks.id}`.as('page_id'),
        total: sql<number>`(count(*) over ())::int`.as('page_total'),
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
      .where(where)
      .orderBy(...ORDER)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    const counted = orm
      .select({ total: sql<number>`count(*)::int` })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
      .where(where);
    return orm
      .select({
        task: {
          id: tasks.id,
          title: tasks.title,
          status: tasks.status,
          updatedAt: tasks.updatedAt,
        },
        project: { _id: projects.id, name: projects.name },
        sprint: { _id: sprints.id, name: sprints.name, startedAt: sprints.startedAt, closedAt: sprints.closedAt },
        assignee: { _id: assignees.id, name: assignees.name, avatarUrl: assignees.avatarUrl },
        total: sql<number>`coalesce(${page.total}, (${counted}))`,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(page, sql`true`)
      .leftJoin(tasks, eq(tasks.id, page.id))
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
      .leftJoin(assignees, eq(assignees.id, tasks.assigneeId))
      .orderBy(...ORDER)
      .prepare(name);
  });
  const found = await statement.execute({
    companyId: auth.companyId,
    userId: auth.userId,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const rows = found.flatMap((row) =>
    row.task && row.project ? [{ ...row, task: row.task, project: row.project }] : [],
  );
  const total = Number(found[0]?.total ?? 0);
  return {
    kind: query.kind,
    items: rows.map((row) => ({
      _id: row.task.id,
      title: row.task.title,
      status: row.task.status,
      assignee: row.assignee?._id
        ? { _id: row.assignee._id, name: row.assignee.name, profilePic: ctx.pictureUrl(row.assignee.avatarUrl) }
        : null,
      project: row.project,
      sprint: row.sprint?._id
        ? { _id: row.sprint._id, name: row.sprint.name, status: sprintStatusOf(row.sprint) }
        : null,
      updatedAt: row.task.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
  };
}
