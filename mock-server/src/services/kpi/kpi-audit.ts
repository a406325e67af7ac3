import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { companies } from '../../db/schema/core.js';
import type { AuthContext } from '../../http/app-types.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';

type MonthChange = {
  kind: 'kpi.org_month_saved' | 'kpi.project_month_saved';
  month: string;
  /** The project of a project month; none for the organisation's. */
  project?: { id: string; name: string };
  /** The stored values before (none: the month is new) and after, without who and when. */
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown>;
};

/**
 * Records a saved KPI month (money, eNPS, cNPS, targets) with the values it replaced, in the saving
 * transaction; saving the same values again writes nothing, like every other edit.
 */
export async function auditKpiMonth(tx: Orm, auth: AuthContext, change: MonthChange): Promise<void> {
  const changes = changedFields(change.before ? pick(change.before, Object.keys(change.after)) : {}, change.after);
  if (!changes) return;
  const [company] = change.project
    ? [undefined]
    : await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
  await recordAudit(tx, {
    companyId: auth.companyId,
    actorId: auth.userId,
    kind: change.kind,
    target: change.project
      ? { type: 'project', id: change.project.id, label: `${change.project.name} · ${change.month}` }
      : { type: 'company', id: auth.companyId, label: `${company?.name ?? ''} · ${change.month}` },
    before: change.before ? changes.before : null,
    after: changes.after,
  });
}

const pick = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
