import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActivitySummary, OngoingProjects, PlannedVsActual, plannedVsActualQuerySchema } from '@timely/contract';
import { projects } from '../../db/schema/projects.js';
import { sprintLiveWork, sprints } from '../../db/schema/sprints.js';
import { visibleProjectsWhere } from '../project-access.js';
import { canManageProject, loadProject } from '../projects/project-rights.js';
import { toProjects } from '../projects/project-view.js';
import { isoToday, sprintsOfProjects } from '../projects/sprint-view.js';
import { addDays } from '../availability/allocation.js';
import { estimatedDelivery } from './overview-math.js';
import type { ServiceContext } from '../service-context.js';

type PlannedVsActualQuery = z.output<typeof plannedVsActualQuerySchema>;

/**
 * Which page of a project widget: the route's query, or an export's larger pages. Without `perPage`, every row on
 * one page (a client before contract 2.10 asks so).
 */
type WidgetPage = { page: number; perPage?: number | undefined };
/** A widget's answer from this API: always with its pager's numbers, which the contract lets older APIs leave out. */
type Paged<Answer> = Answer & { page: number; perPage: number; totalPages: number };

/** The rows a page skips and takes: every row without `perPage`, and then none past the first page. */
function windowOf({ page, perPage }: WidgetPage): { offset: number; limit: number | undefined } {
  if (perPage === undefined) return { offset: page === 1 ? 0 : Number.POSITIVE_INFINITY, limit: undefined };
  return { offset: (page - 1) * perPage, limit: perPage };
}

/** The pager's numbers for `total` rows. */
function pagerOf({ page, perPage }: WidgetPage, total: number): { page: number; perPage: number; totalPages: number } {
  if (perPage === undefined) return { page, perPage: Math.max(total, 1), totalPages: total ? 1 : 0 };
  return { page, perPage, totalPages: Math.ceil(total / perPage) };
}

/**
 * A page of the visible projects In Progress by name, with their team, score (scores.ts rules) and estimated
 * delivery, and how many there are. Both read the (company, status, name) index; past the last page only the
 * count is asked.
 */
export async function ongoingProjects(ctx: ServiceContext, asked: WidgetPage): Promise<Paged<OngoingProjects>> {
  const { caller: auth } = ctx;
  const where = and(visibleProjectsWhere(auth), eq(projects.status, 'in_progress'));
  const [counted] = await ctx.orm.select({ total: count() }).from(projects).where(where);
  const total = counted?.total ?? 0;
  const { offset, limit } = windowOf(asked);
  const page = ctx.orm
    .select()
    .from(projects)
    .where(where)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
    .$dynamic();
  const rows = offset < total ? await (limit === undefined ? page : page.limit(limit)).offset(offset) : [];
  const list = await toProjects(ctx, rows);
  const items = list.map((project) => {
    const seen = new Set<string>();
    const team = [...project.managers, ...project.members].filter(
      (person) => !seen.has(person._id) && Boolean(seen.add(person._id)),
    );
    return {
      _id: project._id,
      name: project.name,
      score: project.score,
      startDate: project.startDate,
      estimatedDelivery: estimatedDelivery(project.startDate, project.endDate, project.recurringMonths),
      team,
    };
  });
  return { items, total, ...pagerOf(asked, total) };
}

/**
 * Live work of the visible projects: in-progress and stuck tasks (not deleted) in sprints not closed nor
 * deleted. A project counts as in progress with ≥ 1 in-progress task, as stuck with ≥ 1 stuck task; the counts
 * are over every such project, the page most stuck first. The tasks are counted as they are written, per sprint
 * and project (migration 0490): the open sprints' rows are summed. One statement counts and cuts the page; a page
 * with no row (none, or past the last) asks the counts alone.
 */
export async function activitySummary(ctx: ServiceContext, asked: WidgetPage): Promise<Paged<ActivitySummary>> {
  const { caller: auth } = ctx;
  const live = ctx.orm
    .select({
      id: projects.id,
      name: projects.name,
      inProgressTasks: sql<number>`sum(${sprintLiveWork.inProgress})::int`.as('in_progress_tasks'),
      stuckTasks: sql<number>`sum(${sprintLiveWork.stuck})::int`.as('stuck_tasks'),
    })
    .from(sprintLiveWork)
    // the company's open sprints, which an index holds alone (migration 0480)
    .innerJoin(sprints, eq(sprints.id, sprintLiveWork.sprintId))
    .innerJoin(projects, eq(projects.id, sprintLiveWork.projectId))
    .where(
      and(
        visibleProjectsWhere(auth),
        eq(sprints.companyId, auth.companyId),
        isNull(sprints.deletedAt),
        isNull(sprints.closedAt),
      ),
    )
    .groupBy(projects.id, projects.name)
    .having(sql`sum(${sprintLiveWork.inProgress}) > 0 or sum(${sprintLiveWork.stuck}) > 0`)
    .as('live');
  const totals = {
    total: sql<number>`(count(*) over ())::int`,
    inProgress: sql<number>`(count(*) filter (where ${live.inProgressTasks} > 0) over ())::int`,
    stuck: sql<number>`(count(*) filter (where ${live.stuckTasks} > 0) over ())::int`,
  };
  const ordered = ctx.orm
    .select({
      _id: live.id,
      name: live.name,
      inProgressTasks: live.inProgressTasks,
      stuckTasks: live.stuckTasks,
      ...totals,
    })
    .from(live)
    .orderBy(desc(live.stuckTasks), desc(live.inProgressTasks), asc(sql`lower(${live.name})`), asc(live.id))
    .$dynamic();
  const { offset, limit } = windowOf(asked);
  const rows = Number.isFinite(offset)
    ? await (limit === undefined ? ordered : ordered.limit(limit)).offset(offset)
    : [];
  const [counts] = rows.length ? rows : await ctx.orm.select(totals).from(live).limit(1);
  const total = Number(counts?.total ?? 0);
  return {
    inProgress: Number(counts?.inProgress ?? 0),
    stuck: Number(counts?.stuck ?? 0),
    projects: rows.map((row) => ({
      _id: row._id,
      name: row.name,
      inProgressTasks: Number(row.inProgressTasks),
      stuckTasks: Number(row.stuckTasks),
    })),
    total,
    ...pagerOf(asked, total),
  };
}

const PERIOD_DAYS = 120;

/** Default period of the planned-vs-actual chart: 90 days back, 30 ahead (120 days). */
function defaultPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, -90), to: addDays(today, 30) };
}

/**
 * Per sprint overlapping the period: planned = its tasks, actual = those completed. Closed sprints answer
 * the counts frozen at close (sprint-view.ts), so later edits never change them. 404/403 as the project.
 */
export async function plannedVsActual(ctx: ServiceContext, query: PlannedVsActualQuery): Promise<PlannedVsActual> {
  const { caller: auth } = ctx;
  const today = isoToday(ctx.now());
  const { row, managerIds } = await loadProject(ctx.orm, auth, query.projectId, 'view');
  // with one end given, the other is 120 days from it
  const fallback = defaultPeriod(today);
  const from = query.from ?? (query.to ? addDays(query.to, -PERIOD_DAYS) : fallback.from);
  const to = query.to ?? (query.from ? addDays(query.from, PERIOD_DAYS) : fallback.to);
  const list = await sprintsOfProjects(ctx, [row.id], today, () => canManageProject(auth, managerIds));
  return {
    projectId: row.id,
    from,
    to,
    sprints: list
      .filter((sprint) => sprint.startDate <= to && sprint.endDate >= from)
      .map((sprint) => ({
        sprintId: sprint._id,
        number: sprint.number,
        name: sprint.name,
        startDate: sprint.startDate,
        endDate: sprint.endDate,
        planned: sprint.tasksTotal,
        actual: sprint.tasksCompleted,
        closed: sprint.status === 'completed',
      })),
  };
}
