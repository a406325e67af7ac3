import type { z } from 'zod';
import { exportFormatQuerySchema, okSchema, projectIdParamsSchema, recordIdParamsSchema } from '@timely/contract';
import type { Database } from '../../db/client.js';
import { type App, type AuthContext, ACCESS } from '../../http/app-types.js';
import { requireAuth } from '../../http/access-guard.js';
import { apiError, HttpError } from '../../http/errors.js';
import { errorResponses, exportFileResponse } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/request-language.js';
import { LIMITS } from '../../http/user-rate-limit.js';
import { sendTable } from '../../http/send-table.js';
import type { RecordColumns } from '../../services/kpi/kpi-record-export.js';
import { loadKpiProject, type KpiProject } from '../../services/kpi/kpi-project.js';
import { canSeeProjectMoney } from '../../services/kpi/money.js';
import { auditKpiRecord, recordSnapshot, type RecordTable } from '../../services/kpi/kpi-record-audit.js';

const RECORD_KINDS: Record<RecordTable, string> = {
  kpi_milestones: 'milestone',
  kpi_change_requests: 'changeRequest',
  kpi_profitability: 'profitability',
  kpi_enps_responses: 'enpsResponse',
  kpi_client_contacts: 'clientContact',
  kpi_client_feedback: 'clientFeedback',
  kpi_thought_leadership: 'thoughtLeadership',
};

type RecordRoutes<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType> = {
  tag: string;
  /** What one record is called in messages: "Milestone not found." */
  noun: string;
  table: RecordTable;
  paths: { list: (projectId: string) => string; item: (id: string) => string };
  schemas: { body: Body; item: Item; list: List };
  /** A write can collide with a stored record (a second snapshot of one day): 409. */
  conflicts?: boolean;
  list(db: Database, project: KpiProject): Promise<z.infer<List>>;
  /** The list as a caller who may not see this project's money gets it (services/kpi/money.ts). */
  withoutMoney?(list: z.infer<List>): z.infer<List>;
  /** The list's table as a file (docs/api.md "Exports"): its file name and its columns as the page shows them. */
  exported: { fileStem: string; columns: RecordColumns<z.infer<Item>> };
  /** Checks that need the database (a contact of this project, teammates of this company); throws a field error. */
  validate?(db: Database, project: KpiProject, body: z.infer<Body>): Promise<void>;
  create(db: Database, project: KpiProject, body: z.infer<Body>, auth: AuthContext): Promise<z.infer<Item>>;
  update(db: Database, id: string, body: z.infer<Body>, auth: AuthContext): Promise<z.infer<Item>>;
  remove(db: Database, id: string): Promise<void>;
};

const errors = errorResponses(400, 403, 404);

/** A write's error answers: 409 too for a kind whose records can collide. */
const writeErrorsOf = (spec: { conflicts?: boolean }) =>
  spec.conflicts ? { ...errors, ...errorResponses(409) } : errors;

/**
 * List, create, replace and delete for one kind of project KPI record, with the rules every kind shares:
 * anyone who may see the project reads; level3 and the project's level2 managers write (docs/privacy.md);
 * a record is found by its id within the caller's company only (another company's id is 404), and a
 * change touches that record alone.
 */
export function registerProjectRecordRoutes<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: App,
  spec: RecordRoutes<Body, Item, List>,
): void {
  registerRecordReads(app, spec);
  registerRecordCreate(app, spec);
  registerRecordChanges(app, spec);
}

/** The project's records of this kind, as a list and as a file. */
function registerRecordReads<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: App,
  spec: RecordRoutes<Body, Item, List>,
): void {
  const db = app.db;
  // typed per kind at the call site; widened here, where Fastify cannot resolve generic zod types
  const schemas: { body: z.ZodType; item: z.ZodType; list: z.ZodType } = spec.schemas;

  app.get(
    spec.paths.list(':projectId'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: [spec.tag],
        summary: `List a project's ${spec.noun.toLowerCase()} records`,
        params: projectIdParamsSchema,
        response: { 200: schemas.list, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const project = await loadKpiProject(db, auth, request.params.projectId, 'view');
      const list = await spec.list(db, project);
      return spec.withoutMoney && !canSeeProjectMoney(auth, project) ? spec.withoutMoney(list) : list;
    },
  );

  app.get(
    `${spec.paths.list(':projectId')}/export`,
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: [spec.tag],
        summary: `A project's ${spec.noun.toLowerCase()} records as the KPI page lists them, as CSV or XLSX (format)`,
        params: projectIdParamsSchema,
        querystring: exportFormatQuerySchema,
        response: {
          200: exportFileResponse(`The ${spec.noun.toLowerCase()} records`),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      // the list's own read and money rule, so the file holds what the page shows this caller
      const auth = requireAuth(request);
      const project = await loadKpiProject(db, auth, request.params.projectId, 'view');
      const seesMoney = canSeeProjectMoney(auth, project);
      const whole = await spec.list(db, project);
      const list = (spec.withoutMoney && !seesMoney ? spec.withoutMoney(whole) : whole) as { items: z.infer<Item>[] };
      return sendTable(reply, {
        format: request.query.format,
        fileStem: spec.exported.fileStem,
        columns: spec.exported.columns(await requestLanguage(db.orm, request), seesMoney),
        rows: list.items,
      });
    },
  );
}

/** A new record of this kind for a project (writers only). */
function registerRecordCreate<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: App,
  spec: RecordRoutes<Body, Item, List>,
): void {
  const db = app.db;
  // typed per kind at the call site; widened here, where Fastify cannot resolve generic zod types
  const schemas: { body: z.ZodType; item: z.ZodType; list: z.ZodType } = spec.schemas;
  const writeErrors = writeErrorsOf(spec);

  app.post(
    spec.paths.list(':projectId'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: [spec.tag],
        summary: `Add a ${spec.noun.toLowerCase()} to a project`,
        params: projectIdParamsSchema,
        body: schemas.body,
        response: { 201: schemas.item, ...writeErrors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const project = await loadKpiProject(db, auth, request.params.projectId, 'edit');
      const body = request.body as z.infer<Body>;
      await spec.validate?.(db, project, body);
      const created = await db.orm.transaction(async (tx) => {
        const item = (await spec.create({ ...db, orm: tx }, project, body, auth)) as { _id: string };
        const after = await recordSnapshot(tx, spec.table, item._id);
        await auditKpiRecord(tx, auth, { kind: 'kpi_record.created', noun: spec.noun, project, id: item._id, after });
        return item;
      });
      return reply.status(201).send(created);
    },
  );
}

/** Replacing and deleting one record (writers only). */
function registerRecordChanges<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: App,
  spec: RecordRoutes<Body, Item, List>,
): void {
  const db = app.db;
  // typed per kind at the call site; widened here, where Fastify cannot resolve generic zod types
  const schemas: { body: z.ZodType; item: z.ZodType; list: z.ZodType } = spec.schemas;
  const writeErrors = writeErrorsOf(spec);

  app.put(
    spec.paths.item(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: [spec.tag],
        summary: `Replace one ${spec.noun.toLowerCase()}`,
        params: recordIdParamsSchema,
        body: schemas.body,
        response: { 200: schemas.item, ...writeErrors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const project = await projectOfRecord(db, auth, spec, request.params.id);
      const body = request.body as z.infer<Body>;
      await spec.validate?.(db, project, body);
      const { id } = request.params;
      return db.orm.transaction(async (tx) => {
        const before = await recordSnapshot(tx, spec.table, id);
        const item = await spec.update({ ...db, orm: tx }, id, body, auth);
        const after = await recordSnapshot(tx, spec.table, id);
        await auditKpiRecord(tx, auth, { kind: 'kpi_record.updated', noun: spec.noun, project, id, before, after });
        return item;
      });
    },
  );

  app.delete(
    spec.paths.item(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: [spec.tag],
        summary: `Delete one ${spec.noun.toLowerCase()}`,
        params: recordIdParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const project = await projectOfRecord(db, auth, spec, request.params.id);
      const { id } = request.params;
      await db.orm.transaction(async (tx) => {
        const before = await recordSnapshot(tx, spec.table, id);
        await spec.remove({ ...db, orm: tx }, id);
        await auditKpiRecord(tx, auth, { kind: 'kpi_record.deleted', noun: spec.noun, project, id, before });
      });
      return { ok: true as const };
    },
  );
}

async function projectOfRecord(
  db: Database,
  auth: AuthContext,
  spec: { table: RecordTable; noun: string },
  id: string,
): Promise<KpiProject> {
  // the table name is one of the constants above, never user input
  const [row] = await db.query<{ project_id: string }>(
    `SELECT project_id::text AS project_id FROM ${spec.table} WHERE id = $1 AND company_id = $2`,
    [id, auth.companyId],
  );
  if (!row) throw new HttpError(404, apiError('kpi.recordNotFound', { kind: RECORD_KINDS[spec.table] }));
  return loadKpiProject(db, auth, row.project_id, 'edit');
}
