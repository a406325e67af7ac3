import { and, desc, eq, lte } from 'drizzle-orm';
import type { KpiTargets, NpsValue } from '@timely/contract';
import type { Database } from '../../db/client.js';
import { kpiOrgMonths, kpiSettings } from '../../db/schema/kpi.js';
import { monthStart } from './months.js';
import { npsOf, npsToTenScale } from './nps.js';

/** The targets as stored, before money is left out for a caller (services/kpi/money.ts). */
export type StoredTargets = Required<KpiTargets>;

/** What health aims at until a company sets its own targets on an org row. */
const DEFAULT_TARGETS = { profitPercent: 20, enps: 7, cnps: 7 } as const;

/**
 * The targets in force for a month: those of the company's org row of that month, else of its latest
 * earlier month (targets carry forward until changed), else the defaults.
 */
export async function targetsFor(db: Database, companyId: string, month: string): Promise<StoredTargets> {
  const [row] = await db.orm
    .select({
      month: kpiOrgMonths.month,
      profit: kpiOrgMonths.targetProfitPercent,
      enps: kpiOrgMonths.targetEnps,
      cnps: kpiOrgMonths.targetCnps,
    })
    .from(kpiOrgMonths)
    .where(and(eq(kpiOrgMonths.companyId, companyId), lte(kpiOrgMonths.month, monthStart(month))))
    .orderBy(desc(kpiOrgMonths.month))
    .limit(1);
  if (!row) return { ...DEFAULT_TARGETS, setIn: null };
  return { profitPercent: row.profit, enps: row.enps, cnps: row.cnps, setIn: row.month.slice(0, 7) };
}

export async function currencyOf(db: Database, companyId: string): Promise<string> {
  const [row] = await db.orm
    .select({ currency: kpiSettings.currency })
    .from(kpiSettings)
    .where(eq(kpiSettings.companyId, companyId));
  return row?.currency ?? 'USD';
}

/** An entered value wins; otherwise the month's survey, on the 0–10 scale; otherwise nothing. */
export function npsValueOf(entered: number | null, scores: readonly number[]): NpsValue {
  const breakdown = npsOf(scores);
  if (entered !== null)
    return { value: entered, source: 'entered', entered, nps: breakdown.nps, responses: breakdown.total };
  if (breakdown.nps !== null)
    return {
      value: npsToTenScale(breakdown.nps),
      source: 'survey',
      entered: null,
      nps: breakdown.nps,
      responses: breakdown.total,
    };
  return { value: null, source: null, entered: null, nps: null, responses: 0 };
}
