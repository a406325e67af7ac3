import { and, eq, gte, lte } from 'drizzle-orm';
import type { ProjectKpiDetail, ProjectKpiHistoryPoint } from '@timely/contract';
import type { Database } from '../../db/client.js';
import { kpiProjectMonths } from '../../db/schema/kpi.js';
import type { ServiceContext } from '../service-context.js';
import type { KpiProject } from './kpi-project.js';
import { canSeeProjectMoney, historyPointWithoutMoney, targetsWithoutMoney } from './money.js';
import { addMonths, monthEnd, monthStart } from './months.js';
import { projectRowsOf, rowOf } from './project-kpis.js';
import { surveyScores } from './survey-scores.js';
import { currencyOf, targetsFor } from './targets.js';

const HISTORY_MONTHS = 6;

/** One project's row of a month, the targets it is measured against, and the 6 months up to it. */
export async function getProjectKpiDetail(
  ctx: ServiceContext,
  project: KpiProject,
  month: string,
): Promise<ProjectKpiDetail> {
  const { db, caller: auth } = ctx;
  const [[row], targets, currency, history] = await Promise.all([
    projectRowsOf(db, auth, [project], month),
    targetsFor(db, project.companyId, month),
    currencyOf(db, project.companyId),
    historyOf(db, project, month),
  ]);
  if (canSeeProjectMoney(auth, project)) return { currency, row: row!, targets, history };
  return { currency, row: row!, targets: targetsWithoutMoney(targets), history: history.map(historyPointWithoutMoney) };
}

async function historyOf(db: Database, project: KpiProject, month: string): Promise<ProjectKpiHistoryPoint[]> {
  const first = addMonths(month, -(HISTORY_MONTHS - 1));
  const months = Array.from({ length: HISTORY_MONTHS }, (_, index) => addMonths(first, index));
  const [rows, enps, cnps, targets] = await Promise.all([
    db.orm
      .select()
      .from(kpiProjectMonths)
      .where(
        and(
          eq(kpiProjectMonths.projectId, project.id),
          gte(kpiProjectMonths.month, monthStart(first)),
          lte(kpiProjectMonths.month, monthStart(month)),
        ),
      ),
    surveyScores(db, 'enps', project.companyId, monthStart(first), monthEnd(month)),
    surveyScores(db, 'cnps', project.companyId, monthStart(first), monthEnd(month)),
    Promise.all(months.map((each) => targetsFor(db, project.companyId, each))),
  ]);
  return months.map((each, index) => {
    const stored = rows.find((candidate) => candidate.month === monthStart(each));
    const row = rowOf(project, [], each, stored, targets[index]!, enps, cnps, false);
    return {
      month: each,
      projectedRevenue: row.projectedRevenue,
      achievedRevenue: row.achievedRevenue,
      profitPercent: row.profitPercent,
      enps: row.enps.value,
      cnps: row.cnps.value,
      health: row.health?.score ?? null,
    };
  });
}
