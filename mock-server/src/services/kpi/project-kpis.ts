import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  ProjectKpiListQuery,
  ProjectKpiMonthBody,
  ProjectKpiPage,
  ProjectKpiRow,
  TeamMember,
} from '@timely/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { kpiProjectMonths } from '../../db/schema/kpi.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { visibleProjectsWhere } from '../project-access.js';
import type { ServiceContext } from '../service-context.js';
import { computeHealth } from './health.js';
import { auditKpiMonth } from './kpi-audit.js';
import { canEditProjectKpis, type KpiProject } from './kpi-project.js';
import { projectRowWithoutMoney } from './money.js';
import { monthEnd, monthStart } from './months.js';
import { surveyScores, type ScoresByProjectMonth } from './survey-scores.js';
import { currencyOf, npsValueOf, targetsFor, type StoredTargets } from './targets.js';
import { containsPattern } from '../../db/like-pattern.js';

type MonthRow = typeof kpiProjectMonths.$inferSelect;
type ProjectInfo = { id: string; name: string; status: string };

/**
 * A project belongs in a month's table when it had started by the month's end and had not ended before
 * the month began, or when something was recorded for it that month (history stays visible).
 */
export function activeInMonthWhere(month: string): SQL {
  return and(
    lte(projects.startDate, monthEnd(month)),
    or(
      isNull(projects.endDate),
      gte(projects.endDate, monthStart(month)),
      sql`exists (select 1 from ${kpiProjectMonths} where ${kpiProjectMonths.projectId} = ${projects.id} and ${kpiProjectMonths.month} = ${monthStart(month)})`,
    ),
  )!;
}

/** One page of the month's project rows the caller may see, ordered by name. */
export async function listProjectKpis(ctx: ServiceContext, query: ProjectKpiListQuery): Promise<ProjectKpiPage> {
  const { db, caller: auth } = ctx;
  const search = query.search ? ilike(projects.name, containsPattern(query.search)) : undefined;
  const where = and(visibleProjectsWhere(auth), activeInMonthWhere(query.month), search);
  const [{ total } = { total: 0 }] = await db.orm.select({ total: count() }).from(projects).where(where);
  const page = await db.orm
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projects)
    .where(where)
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [items, currency] = await Promise.all([
    projectRowsOf(db, auth, page, query.month),
    currencyOf(db, auth.companyId),
  ]);
  return {
    items,
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
    month: query.month,
    currency,
  };
}

/**
 * The rows of some projects for one month: stored values, survey-based eNPS/cNPS, team and health. With a
 * caller, the money columns are left out of the projects they may not see money of (services/kpi/money.ts);
 * without one (the TV dashboard), the caller decides.
 */
export async function projectRowsOf(
  db: Database,
  auth: AuthContext | null,
  list: ProjectInfo[],
  month: string,
  companyId = auth?.companyId,
): Promise<ProjectKpiRow[]> {
  if (list.length === 0 || !companyId) return [];
  const ids = list.map((project) => project.id);
  const [monthRows, teams, targets, enps, cnps] = await Promise.all([
    db.orm
      .select()
      .from(kpiProjectMonths)
      .where(and(inArray(kpiProjectMonths.projectId, ids), eq(kpiProjectMonths.month, monthStart(month)))),
    teamsOf(db, ids),
    targetsFor(db, companyId, month),
    surveyScores(db, 'enps', companyId, monthStart(month), monthEnd(month)),
    surveyScores(db, 'cnps', companyId, monthStart(month), monthEnd(month)),
  ]);
  return list.map((project) => {
    const team = teams.get(project.id) ?? [];
    const managerIds = team.filter((member) => member.role === 'manager').map((member) => member._id);
    const canEdit = auth ? canEditProjectKpis(auth, { managerIds }) : false;
    const row = rowOf(
      project,
      team,
      month,
      monthRows.find((entry) => entry.projectId === project.id),
      targets,
      enps,
      cnps,
      canEdit,
    );
    // money is the managers' and level3's: the same people who edit a project's KPIs
    return auth && !canEdit ? projectRowWithoutMoney(row) : row;
  });
}

export function rowOf(
  project: ProjectInfo,
  team: TeamMember[],
  month: string,
  row: MonthRow | undefined,
  targets: StoredTargets,
  enpsScores: ScoresByProjectMonth,
  cnpsScores: ScoresByProjectMonth,
  canEdit: boolean,
): ProjectKpiRow {
  const enps = npsValueOf(row?.enps ?? null, enpsScores.get(`${project.id}|${month}`) ?? []);
  const cnps = npsValueOf(row?.cnps ?? null, cnpsScores.get(`${project.id}|${month}`) ?? []);
  return {
    project: { _id: project.id, name: project.name, status: project.status },
    team,
    month,
    _id: row?.id ?? null,
    projectedRevenue: row?.projectedRevenue ?? null,
    achievedRevenue: row?.achievedRevenue ?? null,
    profitPercent: row?.profitPercent ?? null,
    enps,
    cnps,
    health: row
      ? computeHealth({
          revenue: { achieved: row.achievedRevenue, target: row.projectedRevenue },
          profit: { achieved: row.profitPercent, target: targets.profitPercent },
          enps: { achieved: enps.value, target: targets.enps },
          cnps: { achieved: cnps.value, target: targets.cnps },
        })
      : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    canEdit,
  };
}

/** Managers first, then members, by name. */
async function teamsOf(db: Database, projectIds: string[]): Promise<Map<string, TeamMember[]>> {
  const rows = await db.orm
    .select({
      projectId: projectMembers.projectId,
      _id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      role: projectMembers.role,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(inArray(projectMembers.projectId, projectIds), isNull(users.deletedAt)))
    .orderBy(asc(projectMembers.role), asc(users.name));
  const teams = new Map<string, TeamMember[]>();
  for (const { projectId, ...member } of rows) teams.set(projectId, [...(teams.get(projectId) ?? []), member]);
  return teams;
}

/** Creates or replaces one project's row of one month; the project was checked for editing by the caller. */
export async function putProjectMonth(
  ctx: ServiceContext,
  project: KpiProject,
  month: string,
  body: ProjectKpiMonthBody,
): Promise<void> {
  const { db, caller: auth } = ctx;
  const figures = {
    projectedRevenue: body.projectedRevenue,
    achievedRevenue: body.achievedRevenue,
    profitPercent: body.profitPercent ?? null,
    enps: body.enps ?? null,
    cnps: body.cnps ?? null,
  };
  const values = { ...figures, updatedBy: auth.userId, updatedAt: ctx.now() };
  const thisMonth = and(eq(kpiProjectMonths.projectId, project.id), eq(kpiProjectMonths.month, monthStart(month)));
  await db.orm.transaction(async (tx) => {
    const [before] = await tx.select().from(kpiProjectMonths).where(thisMonth).for('update');
    await tx
      .insert(kpiProjectMonths)
      .values({ companyId: project.companyId, projectId: project.id, month: monthStart(month), ...values })
      .onConflictDoUpdate({ target: [kpiProjectMonths.projectId, kpiProjectMonths.month], set: values });
    await auditKpiMonth(tx, auth, {
      kind: 'kpi.project_month_saved',
      month,
      project: { id: project.id, name: project.name },
      before,
      after: figures,
    });
  });
}
