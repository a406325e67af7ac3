import {
  exportFormatQuerySchema,
  exportPaths,
  leaderboardExportQuerySchema,
  plannedVsActualExportQuerySchema,
} from '@timely/contract';
import { callerTimeZone } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse } from '../http/error-responses.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { sendTable } from '../http/send-table.js';
import { allPagesOf } from '../services/exports/table-export.js';
import {
  activityColumns,
  leaderboardColumns,
  nextWeekColumns,
  ongoingProjectColumns,
  plannedVsActualColumns,
  workModeWeekColumns,
} from '../services/overview/overview-export.js';
import { karmaLeaderboard } from '../services/overview/leaderboard.js';
import { nextWeekAvailability, workModeWeek } from '../services/overview/people-days.js';
import { activitySummary, ongoingProjects, plannedVsActual } from '../services/overview/project-widgets.js';
import { todayOfCaller } from '../http/access-guard.js';
import { serviceContext } from '../http/service-context.js';

const tags = ['overview'];
const config = { access: ACCESS.signedIn, rateLimit: LIMITS.exports };
/** The project widgets' exports hold every row, read a thousand at a time. */
const WIDGET_EXPORT_PAGE = 1000;

/**
 * The Overview's widgets that show a table or a list, each as a file (docs/api.md "Exports"): every export
 * reads its widget's own service with the card's filters, so it holds what the card shows the caller (the
 * project widgets only the projects they may see, every page of them).
 */
export async function overviewExportsRoutes(app: App): Promise<void> {
  registerLeaderboardExport(app);
  registerProjectWidgetExports(app);
  registerWeekExports(app);
}

/** The karma leaderboard as a file. */
function registerLeaderboardExport(app: App): void {
  app.get(
    exportPaths.overview.leaderboard,
    {
      config,
      schema: {
        tags,
        summary: 'The karma leaderboard of the period (or from–to) and job role, as CSV or XLSX (format)',
        querystring: leaderboardExportQuerySchema,
        response: { 200: exportFileResponse('The leaderboard'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...query } = request.query;
      const board = await karmaLeaderboard(ctx, query, todayOfCaller(request, app.now()), callerTimeZone(request));
      return sendTable(reply, {
        format,
        fileStem: 'karma-leaderboard',
        columns: leaderboardColumns(await ctx.language()),
        rows: board.items,
      });
    },
  );
}

/** The project widgets as files: ongoing projects, their activity, planned against actual. */
function registerProjectWidgetExports(app: App): void {
  app.get(
    exportPaths.overview.ongoingProjects,
    {
      config,
      schema: {
        tags,
        summary: 'The visible projects In Progress, as CSV or XLSX (format)',
        querystring: exportFormatQuerySchema,
        response: { 200: exportFileResponse('The ongoing projects'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const projects = await allPagesOf((page) => ongoingProjects(ctx, { page, perPage: WIDGET_EXPORT_PAGE }));
      return sendTable(reply, {
        format: request.query.format,
        fileStem: 'ongoing-projects',
        columns: ongoingProjectColumns(await ctx.language()),
        rows: projects,
      });
    },
  );

  app.get(
    exportPaths.overview.activity,
    {
      config,
      schema: {
        tags,
        summary: 'The visible projects with in-progress or stuck tasks, as CSV or XLSX (format)',
        querystring: exportFormatQuerySchema,
        response: { 200: exportFileResponse('The project activity'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const activity = await allPagesOf(async (page) => {
        const summary = await activitySummary(ctx, { page, perPage: WIDGET_EXPORT_PAGE });
        return { items: summary.projects, totalPages: summary.totalPages };
      });
      return sendTable(reply, {
        format: request.query.format,
        fileStem: 'project-activity',
        columns: activityColumns(await ctx.language()),
        rows: activity,
      });
    },
  );

  app.get(
    exportPaths.overview.plannedVsActual,
    {
      config,
      schema: {
        tags,
        summary: "One project's sprints over the period, planned vs completed tasks, as CSV or XLSX (format)",
        querystring: plannedVsActualExportQuerySchema,
        response: {
          200: exportFileResponse('Planned vs actual'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = serviceContext(request);
      const counts = await plannedVsActual(ctx, query);
      return sendTable(reply, {
        format,
        fileStem: `planned-vs-actual-${counts.from}-${counts.to}`,
        columns: plannedVsActualColumns(await ctx.language()),
        rows: counts.sprints,
      });
    },
  );
}

/** The two week tables of the overview as files. */
function registerWeekExports(app: App): void {
  app.get(
    exportPaths.overview.nextWeek,
    {
      config,
      schema: {
        tags,
        summary: "Next week's working days: available, away and who, as CSV or XLSX (format)",
        querystring: exportFormatQuerySchema,
        response: { 200: exportFileResponse('Next week'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const week = await nextWeekAvailability(ctx, todayOfCaller(request, app.now()));
      return sendTable(reply, {
        format: request.query.format,
        fileStem: `next-week-${week.weekStart}`,
        columns: nextWeekColumns(await ctx.language()),
        rows: week.days,
      });
    },
  );

  app.get(
    exportPaths.overview.week,
    {
      config,
      schema: {
        tags,
        summary: "This week's working days by work mode, as CSV or XLSX (format)",
        querystring: exportFormatQuerySchema,
        response: { 200: exportFileResponse('This week'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const week = await workModeWeek(ctx, todayOfCaller(request, app.now()));
      return sendTable(reply, {
        format: request.query.format,
        fileStem: `work-modes-${week.weekStart}`,
        columns: workModeWeekColumns(await ctx.language()),
        rows: week.days,
      });
    },
  );
}
