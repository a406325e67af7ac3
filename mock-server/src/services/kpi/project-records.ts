import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, HttpError } from '../../http/errors.js';
import type { ServiceContext } from '../service-context.js';
import { loadKpiProject, type KpiProject } from './kpi-project.js';
import { auditKpiRecord, recordSnapshot, type RecordTable } from './kpi-record-audit.js';
import { canSeeProjectMoney } from './money.js';

const RECORD_KINDS: Record<RecordTable, string> = {
  kpi_milestones: 'milestone',
  kpi_change_requests: 'changeRequest',
  kpi_profitability: 'profitability',
  kpi_enps_responses: 'enpsResponse',
  kpi_client_contacts: 'clientContact',
  kpi_client_feedback: 'clientFeedback',
  kpi_thought_leadership: 'thoughtLeadership',
};

/** One kind of project KPI record: where it is stored and how it is read, checked and written. */
export type ProjectRecordKind<Body, Item, List> = {
  /** What one record is called in messages: "Milestone not found." */
  noun: string;
  table: RecordTable;
  list(db: Database, project: KpiProject): Promise<List>;
  /** The list as a caller who may not see this project's money gets it (services/kpi/money.ts). */
  withoutMoney?(list: List): List;
  /** Checks that need the database (a contact of this project, teammates of this company); throws a field error. */
  validate?(db: Database, project: KpiProject, body: Body): Promise<void>;
  create(db: Database, project: KpiProject, body: Body, auth: AuthContext): Promise<Item>;
  update(db: Database, id: string, body: Body, auth: AuthContext): Promise<Item>;
  remove(db: Database, id: string): Promise<void>;
};

/**
 * A project's records of one kind as the caller may see them (without money for whom it is hidden), and
 * whether the caller sees money (an export's columns follow it).
 */
export async function listProjectRecords<Body, Item, List>(
  ctx: ServiceContext,
  kind: ProjectRecordKind<Body, Item, List>,
  projectId: string,
): Promise<{ list: List; seesMoney: boolean }> {
  const project = await loadKpiProject(ctx, projectId, 'view');
  const seesMoney = canSeeProjectMoney(ctx.caller, project);
  const whole = await kind.list(ctx.db, project);
  return { list: kind.withoutMoney && !seesMoney ? kind.withoutMoney(whole) : whole, seesMoney };
}

/** A new record for a project the caller may edit, audited in the same transaction. */
export async function createProjectRecord<Body, Item extends { _id: string }, List>(
  ctx: ServiceContext,
  kind: ProjectRecordKind<Body, Item, List>,
  projectId: string,
  body: Body,
): Promise<Item> {
  const project = await loadKpiProject(ctx, projectId, 'edit');
  await kind.validate?.(ctx.db, project, body);
  return ctx.db.orm.transaction(async (tx) => {
    const item = await kind.create({ ...ctx.db, orm: tx }, project, body, ctx.caller);
    const after = await recordSnapshot(tx, kind.table, item._id);
    await auditKpiRecord(tx, ctx.caller, { kind: 'kpi_record.created', noun: kind.noun, project, id: item._id, after });
    return item;
  });
}

/** One record replaced, with its before and after in the audit log. */
export async function replaceProjectRecord<Body, Item, List>(
  ctx: ServiceContext,
  kind: ProjectRecordKind<Body, Item, List>,
  id: string,
  body: Body,
): Promise<Item> {
  const project = await projectOfRecord(ctx, kind, id);
  await kind.validate?.(ctx.db, project, body);
  return ctx.db.orm.transaction(async (tx) => {
    const before = await recordSnapshot(tx, kind.table, id);
    const item = await kind.update({ ...ctx.db, orm: tx }, id, body, ctx.caller);
    const after = await recordSnapshot(tx, kind.table, id);
    await auditKpiRecord(tx, ctx.caller, { kind: 'kpi_record.updated', noun: kind.noun, project, id, before, after });
    return item;
  });
}

/** One record deleted, with what it held in the audit log. */
export async function removeProjectRecord<Body, Item, List>(
  ctx: ServiceContext,
  kind: ProjectRecordKind<Body, Item, List>,
  id: string,
): Promise<void> {
  const project = await projectOfRecord(ctx, kind, id);
  await ctx.db.orm.transaction(async (tx) => {
    const before = await recordSnapshot(tx, kind.table, id);
    await kind.remove({ ...ctx.db, orm: tx }, id);
    await auditKpiRecord(tx, ctx.caller, { kind: 'kpi_record.deleted', noun: kind.noun, project, id, before });
  });
}

/** The project a record belongs to, for a caller who may edit it; another company's record is 404. */
async function projectOfRecord(ctx: ServiceContext, kind: { table: RecordTable }, id: string): Promise<KpiProject> {
  // the table name is one of the constants above, never user input
  const [row] = await ctx.db.query<{ project_id: string }>(
    `SELECT project_id::text AS project_id FROM ${kind.table} WHERE id = $1 AND company_id = $2`,
    [id, ctx.caller.companyId],
  );
  if (!row) throw new HttpError(404, apiError('kpi.recordNotFound', { kind: RECORD_KINDS[kind.table] }));
  return loadKpiProject(ctx, row.project_id, 'edit');
}
