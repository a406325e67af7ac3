import {
  apiPaths,
  availabilityPageSchema,
  availabilityQuerySchema,
  readyToOnboardPageSchema,
  readyToOnboardQuerySchema,
  availabilityExportQuerySchema,
  exportPaths,
  readyToOnboardExportQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse } from '../http/error-responses.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { availabilityColumns, readyToOnboardColumns } from '../services/availability/availability-export.js';
import { allPagesOf } from '../services/exports/table-export.js';
import { sendTable } from '../http/send-table.js';
import { availabilityPage, readyToOnboardPage } from '../services/availability/availability.js';
import { todayOfCaller } from '../http/access-guard.js';
import { serviceContext } from '../http/service-context.js';

/** People availability (the screens' docs in docs/): admin only, which is level3 (docs/privacy.md). */
export async function availabilityRoutes(app: App): Promise<void> {
  registerAvailabilityLists(app);
  registerAvailabilityExports(app);
}

/** Who is how busy, and who has room for a new project, as pages. */
function registerAvailabilityLists(app: App): void {
  app.get(
    apiPaths.availability.list,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Weekly allocation per peer (level3): task hours ÷ (40 h less approved leave and public holidays)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return availabilityPage(ctx, request.query, todayOfCaller(request, ctx.now()));
    },
  );

  app.get(
    apiPaths.availability.readyToOnboard,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Peers under 50 % allocated over this week and the next (level3)',
        querystring: readyToOnboardQuerySchema,
        response: { 200: readyToOnboardPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return readyToOnboardPage(ctx, request.query, todayOfCaller(request, ctx.now()));
    },
  );
}

/** The same two lists as CSV or XLSX files. */
function registerAvailabilityExports(app: App): void {
  // the same two lists as files (docs/api.md "Exports"): every page of the screen's query, level3 as the lists
  app.get(
    exportPaths.availability,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags: ['peers'],
        summary: 'People Availability as CSV or XLSX (format): a row per peer, a column per week (level3)',
        querystring: availabilityExportQuerySchema,
        response: { 200: exportFileResponse('The availability'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...query } = request.query;
      const today = todayOfCaller(request, ctx.now());
      let weeks: string[] = [];
      const rows = await allPagesOf(async (page) => {
        const result = await availabilityPage(ctx, { ...query, page, perPage: 100 }, today);
        if (page === 1) weeks = result.weeks;
        return result;
      });
      return sendTable(reply, {
        format,
        fileStem: `availability-${weeks[0] ?? ''}`,
        columns: availabilityColumns(await ctx.language(), weeks),
        rows,
      });
    },
  );

  app.get(
    exportPaths.readyToOnboard,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags: ['peers'],
        summary: 'Who is ready to onboard, as CSV or XLSX (format), every page (level3)',
        querystring: readyToOnboardExportQuerySchema,
        response: { 200: exportFileResponse('Who is ready to onboard'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...query } = request.query;
      const today = todayOfCaller(request, ctx.now());
      const rows = await allPagesOf((page) => readyToOnboardPage(ctx, { ...query, page, perPage: 100 }, today));
      return sendTable(reply, {
        format,
        fileStem: 'ready-to-onboard',
        columns: readyToOnboardColumns(await ctx.language()),
        rows,
      });
    },
  );
}
