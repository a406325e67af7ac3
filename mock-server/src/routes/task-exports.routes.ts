import {
  BACKLOG_PAGE_MAX,
  backlogExportQuerySchema,
  exportFormatQuerySchema,
  exportPaths,
  projectByIdParamsSchema,
  projectTasksExportQuerySchema,
  sprintIdParamsSchema,
  sprintTasksExportQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse } from '../http/error-responses.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { allPagesOf, MAX_EXPORT_ROWS } from '../services/exports/table-export.js';
import { sendTable } from '../http/send-table.js';
import { serviceContext } from '../http/service-context.js';
import { listBacklog } from '../services/tasks/backlog.js';
import { projectTasksForExport } from '../services/tasks/project-tasks.js';
import { burndownColumns } from '../services/projects/burndown-export.js';
import { sprintBurndown, sprintReport } from '../services/projects/sprint-report.js';
import { sprintReportColumns, sprintReportLines, taskColumns } from '../services/tasks/task-export.js';
import { listTasks } from '../services/tasks/task-list.js';

/** Pages of a sprint's tasks read at a time for its export (the screen's own query, larger pages). */
const SPRINT_TASKS_EXPORT_PAGE = 200;
/**
 * The task lists as files (docs/api.md "Exports"): each export pages through its list's own service with the
 * screen's query, so the same people may download it (a 403 or 404 where the list refuses) and see in it
 * what the list shows them, every page of it.
 */
export async function taskExportsRoutes(app: App): Promise<void> {
  registerTaskListExports(app);
  registerProjectTaskExport(app);
  registerSprintChartExports(app);
}

/** A sprint's tasks and a project's backlog as files. */
function registerTaskListExports(app: App): void {
  app.get(
    exportPaths.sprintTasks(':id'),
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: ['tasks'],
        summary: "A sprint's tasks on a tab, every page of its search and filters, as CSV or XLSX (format)",
        params: sprintIdParamsSchema,
        querystring: sprintTasksExportQuerySchema,
        response: { 200: exportFileResponse("The sprint's tasks"), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = serviceContext(request);
      const rows = await allPagesOf(async (page) =>
        listTasks(ctx, request.params.id, { ...query, page, perPage: SPRINT_TASKS_EXPORT_PAGE }),
      );
      return sendTable(reply, {
        format,
        fileStem: 'sprint-tasks',
        columns: taskColumns(await ctx.language()),
        rows,
      });
    },
  );

  app.get(
    exportPaths.backlog(':id'),
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: ['tasks'],
        summary: "The project's backlog by rank, every page of its search and filters, as CSV or XLSX (format)",
        params: projectByIdParamsSchema,
        querystring: backlogExportQuerySchema,
        response: { 200: exportFileResponse('The backlog'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = serviceContext(request);
      const rows = await allPagesOf(async (page) =>
        listBacklog(ctx, request.params.id, { ...query, page, perPage: BACKLOG_PAGE_MAX }),
      );
      return sendTable(reply, {
        format,
        fileStem: 'backlog',
        columns: taskColumns(await ctx.language()),
        rows,
      });
    },
  );
}

/** Every task of a project as a file. */
function registerProjectTaskExport(app: App): void {
  app.get(
    exportPaths.projectTasks(':id'),
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: ['tasks'],
        summary:
          "The project's tasks as the All tasks view filters and sorts them, every page, as CSV or XLSX (format)",
        params: projectByIdParamsSchema,
        querystring: projectTasksExportQuerySchema,
        response: { 200: exportFileResponse("The project's tasks"), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = serviceContext(request);
      const rows = await projectTasksForExport(ctx, request.params.id, query, MAX_EXPORT_ROWS);
      return sendTable(reply, {
        format,
        fileStem: 'tasks',
        columns: taskColumns(await ctx.language(), { withSprint: true }),
        rows,
      });
    },
  );
}

/** A sprint's report and burndown as files. */
function registerSprintChartExports(app: App): void {
  app.get(
    exportPaths.sprintReport(':id'),
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: ['projects'],
        summary: "A closed sprint's report: its completed, spilled and added tasks, as CSV or XLSX (format)",
        description: 'Closed sprints only (409 before), for whoever may read the report.',
        params: sprintIdParamsSchema,
        querystring: exportFormatQuerySchema,
        response: { 200: exportFileResponse('The sprint report'), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const report = await sprintReport(ctx, request.params.id);
      return sendTable(reply, {
        format: request.query.format,
        fileStem: `sprint-report-${report.sprint.number}`,
        columns: sprintReportColumns(await ctx.language()),
        rows: sprintReportLines(report),
      });
    },
  );

  app.get(
    exportPaths.sprintBurndown(':id'),
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: ['projects'],
        summary:
          "A sprint's burndown: a row per working day, ideal, remaining, added and completed hours, as CSV or XLSX (format)",
        description: 'Current and closed sprints (a planned one has no burndown yet: 409), for whoever may read it.',
        params: sprintIdParamsSchema,
        querystring: exportFormatQuerySchema,
        response: { 200: exportFileResponse('The burndown'), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const burndown = await sprintBurndown(ctx, request.params.id);
      return sendTable(reply, {
        format: request.query.format,
        fileStem: 'burndown',
        columns: burndownColumns(await ctx.language()),
        rows: burndown.days,
      });
    },
  );
}
