import { serviceContext } from '../http/service-context.js';
import type { FastifyRequest } from 'fastify';
import {
  apiPaths,
  type CompanySettings,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  companySettingsSchema,
  holidayImportResultSchema,
  importHolidaysBodySchema,
  managedOptionListsSchema,
  updateCompanySettingsBodySchema,
} from '@timely/contract';
import { callerTimeZone } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse, fileResponse } from '../http/error-responses.js';
import { readImageUpload } from '../http/image-upload.js';
import { absoluteUrl } from '../http/public-url.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { auditColumns, auditExportRows, listAudit } from '../services/audit/audit-log.js';
import { exportFileName } from '../services/exports/table-export.js';
import { sendTable } from '../http/send-table.js';
import { auditExport } from '../services/audit/export-audit.js';
import { companyExport, EXPORTED_FILE_COUNT } from '../services/company/company-export.js';
import { storeAvatar } from '../services/avatars.js';
import { changeCompanyLogo, readCompanySettings, updateCompanySettings } from '../services/company/company-settings.js';
import { importHolidays } from '../services/company/holiday-import.js';
import { managedOptionLists } from '../services/options/option-order.js';

const tags = ['company'];

/** Issue #33, level3 only: the audit log and its CSV, the company's data as a zip, and its settings (docs/company.md). */
export async function companyRoutes(app: App): Promise<void> {
  registerCompanySettings(app);
  registerCompanyLists(app);
  registerCompanyRecords(app);
}

/** The logo as an absolute URL, as pictures are (the apps run on other origins than the API). */
const withLogoUrl = (request: FastifyRequest, settings: CompanySettings): CompanySettings => ({
  ...settings,
  logoUrl: absoluteUrl(request, settings.logoUrl),
});

/** The company's name, settings and logo. */
function registerCompanySettings(app: App): void {
  app.get(
    apiPaths.company.settings,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: "The company's name, time zone and working week (level3)",
        response: { 200: companySettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => withLogoUrl(request, await readCompanySettings(serviceContext(request))),
  );

  app.patch(
    apiPaths.company.settings,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: "Change the company's name, time zone or working week (level3)",
        description:
          'Recorded in the audit log (settings.changed) with the values before and after, in the same transaction.',
        body: updateCompanySettingsBodySchema,
        response: { 200: companySettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => withLogoUrl(request, await updateCompanySettings(serviceContext(request), request.body)),
  );

  app.post(
    apiPaths.company.logo,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary:
          'Upload the company\'s logo (multipart field "file": PNG, JPEG or WebP, at most 2 MB, as a profile picture) (level3)',
        description:
          "Checked as a profile picture is: the bytes must be a PNG, JPEG or WebP (a zip, SVG or anything nested is refused with 415), and reading stops at 2 MB (413). Shown in every user's sidebar; audited as settings.changed.",
        consumes: ['multipart/form-data'],
        response: { 200: companySettingsSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      // storeAvatar keeps its database handle: the own-profile service calls it too
      const path = await storeAvatar(ctx, await readImageUpload(request));
      return withLogoUrl(request, await changeCompanyLogo(ctx, path));
    },
  );

  app.delete(
    apiPaths.company.logo,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: "Remove the company's logo (level3)",
        response: { 200: companySettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => withLogoUrl(request, await changeCompanyLogo(serviceContext(request), null)),
  );
}

/** Option lists and public holidays. */
function registerCompanyLists(app: App): void {
  app.get(
    apiPaths.company.optionLists,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary:
          'Job roles, designations, locations, platforms, blocks and activity types in their order, retired entries included, with how many records use each (level3)',
        response: { 200: managedOptionListsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => managedOptionLists(serviceContext(request)),
  );

  app.post(
    apiPaths.company.holidaysImport,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary:
          'Public holidays from a CSV with the columns date and name: previewed row by row, or all saved in one transaction (level3)',
        description:
          'preview: true answers each row with its problems (by column) and saves nothing. preview: false saves every row at once, or, if any row has a problem, answers 400 naming each by row and column and saves nothing. Audited as holidays.imported.',
        body: importHolidaysBodySchema,
        response: { 200: holidayImportResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => importHolidays(serviceContext(request), request.body),
  );
}

/** The audit log, as a page and a file, and the whole company's export. */
function registerCompanyRecords(app: App): void {
  app.get(
    apiPaths.company.auditLog,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: "A page of the company's audit log, newest first (level3)",
        description:
          "Every admin-level change with who made it, when, and the values before and after. Filters: actorId, kind, targetType and targetId, from and to (days on the caller's clock, in their time zone, both included). Only the caller's company.",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(serviceContext(request), request.query, callerTimeZone(request)),
  );

  app.get(
    apiPaths.company.auditLogCsv,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags,
        summary:
          "The filtered audit log as CSV or XLSX (format) in the reader's language, newest first, at most 10,000 rows (level3)",
        querystring: auditExportQuerySchema,
        response: { 200: exportFileResponse('The audit log'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...filters } = request.query;
      await auditExport(ctx, 'list.exported', {
        file: exportFileName('audit-log', format),
        filters,
      });
      return sendTable(reply, {
        format,
        fileStem: 'audit-log',
        columns: auditColumns(await ctx.language()),
        rows: await auditExportRows(ctx, filters, callerTimeZone(request)),
      });
    },
  );

  app.get(
    apiPaths.company.export,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags,
        summary: "Every table of the company's data as one CSV each, in a zip (level3)",
        description:
          "Streamed as it is written. No password hashes, tokens or key hashes; manifest.csv lists each table with its row count. Only the caller's company.",
        // the zip's bytes are streamed as they are written: described here, never serialised by a schema
        response: { 200: fileResponse('The zip of CSV files', 'application/zip'), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const file = `timely-export-${ctx.now().toISOString().slice(0, 10)}.zip`;
      await auditExport(ctx, 'company.exported', { file, tables: EXPORTED_FILE_COUNT });
      return reply
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(await companyExport(ctx));
    },
  );
}
