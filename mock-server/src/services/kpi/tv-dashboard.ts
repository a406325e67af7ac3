import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TvDashboard } from '@timely/contract';
import { companies } from '../../db/schema/core.js';
import { projects } from '../../db/schema/projects.js';
import type { PublicContext } from '../service-context.js';
import { healthWithoutMoney, orgWithoutMoney } from './money.js';
import { currentMonth } from './months.js';
import { orgKpiOf } from './org-kpi.js';
import { activeInMonthWhere, projectRowsOf } from './project-kpis.js';
import { radarOf } from './radar.js';
import { targetsFor } from './targets.js';

const MAX_PROJECTS = 50;
// the radar's revenue axis is in proportion to the projected revenue and its profit axis is the margin itself
const MONEY_METRICS = new Set(['Revenue', 'Profit']);

/**
 * What a TV link shows: the company's org row and every active project of the current month. A wall
 * screen is seen by anyone passing, so it shows no money unless its creator ticked "show revenue".
 */
export async function tvDashboardOf(
  ctx: PublicContext,
  link: { companyId: string; label: string; showRevenue: boolean },
): Promise<TvDashboard> {
  const { db } = ctx;
  const now = ctx.now();
  const month = currentMonth(now);
  const [company] = await db.orm
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, link.companyId));
  const list = await db.orm
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projects)
    .where(and(eq(projects.companyId, link.companyId), isNull(projects.deletedAt), activeInMonthWhere(month)))
    .orderBy(asc(projects.name))
    .limit(MAX_PROJECTS);
  const [{ canEdit: _notShown, ...org }, rows, targets] = await Promise.all([
    orgKpiOf(db, link.companyId, month),
    projectRowsOf(db, null, list, month, link.companyId),
    targetsFor(db, link.companyId, month),
  ]);
  return {
    companyName: company?.name ?? '',
    label: link.label,
    month,
    generatedAt: now.toISOString(),
    org: link.showRevenue ? org : orgWithoutMoney(org),
    projects: rows.map((row) => ({
      _id: row.project._id,
      name: row.project.name,
      status: row.project.status,
      teamSize: row.team.length,
      ...(link.showRevenue
        ? {
            projectedRevenue: row.projectedRevenue,
            achievedRevenue: row.achievedRevenue,
            profitPercent: row.profitPercent,
          }
        : {}),
      enps: row.enps,
      cnps: row.cnps,
      health: link.showRevenue ? row.health : healthWithoutMoney(row.health),
      radar: radarOf({
        revenue: { expected: row.projectedRevenue ?? null, achieved: row.achievedRevenue ?? null },
        profitPercent: { expected: targets.profitPercent, achieved: row.profitPercent ?? null },
        enps: { expected: targets.enps, achieved: row.enps.value },
        cnps: { expected: targets.cnps, achieved: row.cnps.value },
      }).filter((point) => link.showRevenue || !MONEY_METRICS.has(point.metric)),
    })),
  };
}
