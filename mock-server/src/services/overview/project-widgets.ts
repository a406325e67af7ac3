import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActivitySummary, OngoingProjects, PlannedVsActual, plannedVsActualQuerySchema } from '@timely/contract';
import { projects } from '../../db/schema/projects.js';
import { projectLiveWork } from '../../db/schema/sprints.js';
import { onProjectTeam, visibleProjectsWhere } from '../project-access.js';
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
 * are over every such project, the page most stuck first. Each project's tasks are counted as they are written
 * (migrations 0490, 0510): the page is the first entries of the kept rows' index in the card's order, and the
 * counts read the same entries. One statement answers both; a page with no row (none, or past the last) is the
 * counts alone.
 */
export async function activitySummary(ctx: ServiceContext, asked: WidgetPage): Promise<Paged<ActivitySummary>> {
  const { caller: auth } = ctx;
  // the index's predicate, written as it is so the planner reads the index
  const visible = and(
    eq(projectLiveWork.companyId, auth.companyId),
    sql`${projectLiveWork.listed} AND (${projectLiveWork.inProgress} > 0 OR ${projectLiveWork.stuck} > 0)`,
    auth.level === 'level3' ? undefined : onProjectTeam(projectLiveWork.projectId, auth),
  );
  const counts = ctx.orm.$with('counts').as(
    ctx.orm
      .select({
        total: sql<number>`count(*)::int`.as('projects_total'),
        inProgress: sql<number>`(count(*) filter (where ${projectLiveWork.inProgress} > 0))::int`.as(
          'projects_in_progress',
        ),
        stuck: sql<number>`(count(*) filter (where ${projectLiveWork.stuck} > 0))::int`.as('projects_stuck'),
      })
      .from(projectLiveWork)
      .where(visible),
  );
  const { offset, limit } = windowOf(asked);
  // past the last page (or past the first without a page size) the page asks no row
  const skipsAll = !Number.isFinite(offset);
  const ordered = ctx.orm
    .select({
      id: projectLiveWork.projectId,
      name: projectLiveWork.name,
      inProgressTasks: projectLiveWork.inProgress,
      stuckTasks: projectLiveWork.stuck,
    })
    .from(projectLiveWork)
    .where(skipsAll ? sql`false` : visible)
    .orderBy(
      desc(projectLiveWork.stuck),
      desc(projectLiveWork.inProgress),
      asc(sql`lower(${projectLiveWork.name})`),
      asc(projectLiveWork.projectId),
    )
    .$dynamic();
  const page = (limit === undefined ? ordered : ordered.limit(limit)).offset(skipsAll ? 0 : offset).as('page');
  const rows = await ctx.orm
    .with(counts)
    .select({
      total: counts.total,
      inProgress: counts.inProgress,
      stuck: counts.stuck,
      _id: page.id,
      name: page.name,
      inProgressTasks: page.inProgressTasks,
      stuckTasks: page.stuckTasks,
    })
    .from(counts)
    .leftJoin(page, sql`true`);
  const total = rows[0]?.total ?? 0;
  return {
    inProgress: rows[0]?.inProgress ?? 0,
    stuck: rows[0]?.stuck ?? 0,
    projects: rows.flatMap((row) =>
      row._id === null
        ? []
        : [{ _id: row._id, name: row.name!, inProgressTasks: row.inProgressTasks!, stuckTasks: row.stuckTasks! }],
    ),
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
