import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import type { AuthContext } from '../../http/app-types.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import type { KpiProject } from './kpi-project.js';

/** The tables a project's KPI records live in; each row has `id`, `company_id` and `project_id`. */
export type RecordTable =
  | 'kpi_milestones'
  | 'kpi_change_requests'
  | 'kpi_profitability'
  | 'kpi_enps_responses'
  | 'kpi_client_contacts'
  | 'kpi_client_feedback'
  | 'kpi_thought_leadership';

/**
 * A record's stored values as its audit entry shows them: every column but its ids and times, so a
 * milestone's amount or a snapshot's profit % reads as it was. Null when there is no such record.
 */
export async function recordSnapshot(tx: Orm, table: RecordTable, id: string): Promise<Record<string, unknown> | null> {
  // the table name is one of RecordTable's constants, never user input
  const [row] = rowsOf<{ values: Record<string, unknown> }>(
    await tx.execute(
      sql`SELECT to_jsonb(t) - 'id' - 'company_id' - 'project_id' - 'created_at' - 'updated_at' AS values FROM ${sql.identifier(table)} t WHERE id = ${id}`,
    ),
  );
  return row?.values ?? null;
}

type RecordChange = {
  kind: 'kpi_record.created' | 'kpi_record.updated' | 'kpi_record.deleted';
  /** What one record is called: "Milestone". */
  noun: string;
  project: Pick<KpiProject, 'name'>;
  id: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Records a KPI record's creation, change or deletion in the writing transaction (money amounts, profit
 * figures and survey answers are the admin's and managers' to change); a change that changes nothing
 * writes nothing.
 */
export async function auditKpiRecord(tx: Orm, auth: AuthContext, change: RecordChange): Promise<void> {
  const target = { type: 'kpi_record' as const, id: change.id, label: `${change.noun} · ${change.project.name}` };
  if (change.kind !== 'kpi_record.updated') {
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: change.kind,
      target,
      before: change.before ?? null,
      after: change.after ?? null,
    });
    return;
  }
  const changes = changedFields(change.before ?? {}, change.after ?? {});
  if (changes)
    await recordAudit(tx, { companyId: auth.companyId, actorId: auth.userId, kind: change.kind, target, ...changes });
}
