import type {
  ChangeRequest,
  Health,
  KpiTargets,
  Milestone,
  MilestoneList,
  OrgKpi,
  Profitability,
  ProjectKpiHistoryPoint,
  ProjectKpiRow,
} from '@timely/contract';
import type { AuthContext } from '../../http/app-types.js';
import { canEditProjectKpis, type KpiProject } from './kpi-project.js';

/**
 * Who sees money (docs/privacy.md): revenue, profit and profitability of a project go to level3 and that
 * project's managers, the organisation's to level3; everyone else gets health, the eNPS/cNPS values and
 * milestones without amounts. The server leaves the fields out; the screens follow.
 */
export const canSeeProjectMoney = (auth: AuthContext, project: Pick<KpiProject, 'managerIds'>): boolean =>
  canEditProjectKpis(auth, project);
export const canSeeOrgMoney = (auth: AuthContext): boolean => auth.level === 'level3';

const MONEY_PARTS = new Set(['revenue', 'profit']);

/**
 * Health without money: the eNPS and cNPS parts whole, the revenue and profit parts by name only. Their
 * ratios and points are money in another form, and the score and band (the four parts' sum) would give
 * them back beside the other two, so those go too.
 */
export function healthWithoutMoney(health: Health | null): Health | null {
  if (!health) return null;
  return {
    parts: health.parts.map((part) => (MONEY_PARTS.has(part.key) ? { key: part.key, label: part.label } : part)),
  };
}

export function targetsWithoutMoney({ profitPercent: _profit, ...targets }: KpiTargets): KpiTargets {
  return targets;
}

export function projectRowWithoutMoney({
  projectedRevenue: _p,
  achievedRevenue: _a,
  profitPercent: _f,
  ...row
}: ProjectKpiRow): ProjectKpiRow {
  return { ...row, health: healthWithoutMoney(row.health) };
}

export function historyPointWithoutMoney({
  projectedRevenue: _p,
  achievedRevenue: _a,
  profitPercent: _f,
  health: _h,
  ...point
}: ProjectKpiHistoryPoint): ProjectKpiHistoryPoint {
  return point;
}

export function orgWithoutMoney<Org extends Omit<OrgKpi, 'canEdit'>>({
  expectedRevenue: _e,
  achievedRevenue: _a,
  profitPercent: _f,
  ...org
}: Org): Org {
  return { ...org, targets: targetsWithoutMoney(org.targets), health: healthWithoutMoney(org.health) } as Org;
}

export function milestonesWithoutMoney(list: MilestoneList): MilestoneList {
  return { items: list.items.map(({ amount: _amount, ...item }): Milestone => item) };
}

export function changeRequestsWithoutMoney(list: { items: ChangeRequest[] }): { items: ChangeRequest[] } {
  return { items: list.items.map(({ amount: _amount, ...item }): ChangeRequest => item) };
}

export function profitabilityWithoutMoney(list: { items: Profitability[] }): { items: Profitability[] } {
  return {
    items: list.items.map(({ currentProfitPercent: _c, targetProfitPercent: _t, ...item }): Profitability => item),
  };
}
