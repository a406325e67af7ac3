import { and, eq } from 'drizzle-orm';
import type { OrgKpi, OrgKpiMonthBody } from '@timely/contract';
import type { Database } from '../../db/client.js';
import { kpiOrgMonths } from '../../db/schema/kpi.js';
import type { ServiceContext } from '../service-context.js';
import { computeHealth } from './health.js';
import { auditKpiMonth } from './kpi-audit.js';
import { canSeeOrgMoney, orgWithoutMoney } from './money.js';
import { monthEnd, monthStart } from './months.js';
import { companyScoresOf, surveyScores } from './survey-scores.js';
import { currencyOf, npsValueOf, targetsFor } from './targets.js';

/** The organisation row of a month, with health, for any signed-in user of the company; its money for level3 only. */
export async function getOrgKpi(ctx: ServiceContext, month: string): Promise<OrgKpi> {
  const { caller: auth } = ctx;
  const { canEdit: _ignored, ...kpi } = await orgKpiOf(ctx.db, auth.companyId, month);
  return { ...(canSeeOrgMoney(auth) ? kpi : orgWithoutMoney(kpi)), canEdit: auth.level === 'level3' };
}

export async function orgKpiOf(db: Database, companyId: string, month: string): Promise<OrgKpi> {
  const [row] = await db.orm
    .select()
    .from(kpiOrgMonths)
    .where(and(eq(kpiOrgMonths.companyId, companyId), eq(kpiOrgMonths.month, monthStart(month))));
  const [targets, currency, enpsScores, cnpsScores] = await Promise.all([
    targetsFor(db, companyId, month),
    currencyOf(db, companyId),
    surveyScores(db, 'enps', companyId, monthStart(month), monthEnd(month)),
    surveyScores(db, 'cnps', companyId, monthStart(month), monthEnd(month)),
  ]);
  const enps = npsValueOf(row?.enps ?? null, companyScoresOf(enpsScores, month));
  const cnps = npsValueOf(row?.cnps ?? null, companyScoresOf(cnpsScores, month));
  return {
    month,
    currency,
    _id: row?.id ?? null,
    expectedRevenue: row?.expectedRevenue ?? null,
    achievedRevenue: row?.achievedRevenue ?? null,
    profitPercent: row?.profitPercent ?? null,
    enps,
    cnps,
    targets,
    health: row
      ? computeHealth({
          revenue: { achieved: row.achievedRevenue, target: row.expectedRevenue },
          profit: { achieved: row.profitPercent, target: targets.profitPercent },
          enps: { achieved: enps.value, target: targets.enps },
          cnps: { achieved: cnps.value, target: targets.cnps },
        })
      : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    canEdit: false,
  };
}

/** Creates or replaces the organisation row of one month of the caller's company (level3 only, by route). */
export async function putOrgMonth(ctx: ServiceContext, month: string, body: OrgKpiMonthBody): Promise<void> {
  const { db, caller: auth } = ctx;
  const figures = {
    expectedRevenue: body.expectedRevenue,
    achievedRevenue: body.achievedRevenue,
    profitPercent: body.profitPercent ?? null,
    enps: body.enps ?? null,
    cnps: body.cnps ?? null,
    targetProfitPercent: body.targetProfitPercent,
    targetEnps: body.targetEnps,
    targetCnps: body.targetCnps,
  };
  const values = { ...figures, updatedBy: auth.userId, updatedAt: ctx.now() };
  const thisMonth = and(eq(kpiOrgMonths.companyId, auth.companyId), eq(kpiOrgMonths.month, monthStart(month)));
  await db.orm.transaction(async (tx) => {
    const [before] = await tx.select().from(kpiOrgMonths).where(thisMonth).for('update');
    await tx
      .insert(kpiOrgMonths)
      .values({ companyId: auth.companyId, month: monthStart(month), ...values })
      .onConflictDoUpdate({ target: [kpiOrgMonths.companyId, kpiOrgMonths.month], set: values });
    await auditKpiMonth(tx, auth, { kind: 'kpi.org_month_saved', month, before, after: figures });
  });
}
