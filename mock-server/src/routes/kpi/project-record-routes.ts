import type { z } from 'zod';
import { exportFormatQuerySchema, okSchema, projectIdParamsSchema, recordIdParamsSchema } from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { errorResponses, exportFileResponse } from '../../http/error-responses.js';
import { LIMITS } from '../../http/user-rate-limit.js';
import { sendTable } from '../../http/send-table.js';
import { serviceContext } from '../../http/service-context.js';
import type { RecordColumns } from '../../services/kpi/kpi-record-export.js';
import {
  createProjectRecord,
  listProjectRecords,
  removeProjectRecord,
  replaceProjectRecord,
  type ProjectRecordKind,
} from '../../services/kpi/project-records.js';

type RecordRoutes<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType> = ProjectRecordKind<
  z.infer<Body>,
  z.infer<Item> & { _id: string },
  z.infer<List>
> & {
  tag: string;
  paths: { list: (projectId: string) => string; item: (id: string) => string };
  schemas: { body: Body; item: Item; list: List };
  /** A write can collide with a stored record (a second snapshot of one day): 409. */
  conflicts?: boolean;
  /** The list's table as a file (docs/api.md "Exports"): its file name and its columns as the page shows them. */
  exported: { fileStem: string; columns: RecordColumns<z.infer<Item>> };
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
    async (request) => (await listProjectRecords(serviceContext(request), spec, request.params.projectId)).list,
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
      const ctx = serviceContext(request);
      const { list, seesMoney } = await listProjectRecords(ctx, spec, request.params.projectId);
      return sendTable(reply, {
        format: request.query.format,
        fileStem: spec.exported.fileStem,
        columns: spec.exported.columns(await ctx.language(), seesMoney),
        rows: (list as { items: z.infer<Item>[] }).items,
      });
    },
  );
}

/** A new record of this kind for a project (writers only). */
function registerRecordCreate<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: App,
  spec: RecordRoutes<Body, Item, List>,
): void {
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
      const body = request.body as z.infer<Body>;
      const created = await createProjectRecord(serviceContext(request), spec, request.params.projectId, body);
      return reply.status(201).send(created);
    },
  );
}

/** Replacing and deleting one record (writers only). */
function registerRecordChanges<Body extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: App,
  spec: RecordRoutes<Body, Item, List>,
): void {
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
    async (request) =>
      replaceProjectRecord(serviceContext(request), spec, request.params.id, request.body as z.infer<Body>),
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
      await removeProjectRecord(serviceContext(request), spec, request.params.id);
      return { ok: true as const };
    },
  );
}
