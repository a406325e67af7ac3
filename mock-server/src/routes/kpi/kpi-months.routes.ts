import {
  apiPaths,
  monthParamsSchema,
  orgKpiMonthBodySchema,
  orgKpiQuerySchema,
  orgKpiSchema,
  projectIdParamsSchema,
  projectKpiDetailSchema,
  projectKpiListQuerySchema,
  projectKpiMonthBodySchema,
  projectKpiPageSchema,
  projectKpiQuerySchema,
  projectMonthParamsSchema,
  exportPaths,
  projectKpisExportQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { errorResponses, exportFileResponse } from '../../http/error-responses.js';
import { LIMITS } from '../../http/user-rate-limit.js';
import { serviceContext } from '../../http/service-context.js';
import { allPagesOf } from '../../services/exports/table-export.js';
import { sendTable } from '../../http/send-table.js';
import { projectKpiColumns } from '../../services/kpi/project-kpi-export.js';
import { loadKpiProject } from '../../services/kpi/kpi-project.js';
import { getOrgKpi, putOrgMonth } from '../../services/kpi/org-kpi.js';
import { getProjectKpiDetail } from '../../services/kpi/project-kpi-detail.js';
import { listProjectKpis, putProjectMonth } from '../../services/kpi/project-kpis.js';

const errors = errorResponses(400, 403, 404);

/** The month tables of /projectlevel and the summary of /projectlevelkpi/:projectId. */
export async function kpiMonthRoutes(app: App): Promise<void> {
  registerOrgKpiMonths(app);
  registerProjectKpiMonths(app);
}

/** The organisation's KPIs and one month of them. */
function registerOrgKpiMonths(app: App): void {
  app.get(
    apiPaths.kpis.org,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['kpis'],
        summary: 'The organisation KPIs of a month, with health',
        querystring: orgKpiQuerySchema,
        response: { 200: orgKpiSchema, ...errorResponses(400) },
      },
    },
    async (request) => getOrgKpi(serviceContext(request), request.query.month),
  );

  app.put(
    apiPaths.kpis.orgMonth(':month'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['kpis'],
        summary: 'Create or replace the organisation KPIs and targets of a month',
        params: monthParamsSchema,
        body: orgKpiMonthBodySchema,
        response: { 200: orgKpiSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await putOrgMonth(ctx, request.params.month, request.body);
      return getOrgKpi(ctx, request.params.month);
    },
  );
}

/** Every project's KPIs (a page and a file), one project's, and one month of a project. */
function registerProjectKpiMonths(app: App): void {
  app.get(
    apiPaths.kpis.projects,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['kpis'],
        summary: 'The project KPIs of a month the caller may see, paged',
        querystring: projectKpiListQuerySchema,
        response: { 200: projectKpiPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listProjectKpis(serviceContext(request), request.query),
  );

  // the same table as a file (docs/api.md "Exports"): every page of the month and search, the list's own rows
  app.get(
    exportPaths.projectKpis,
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags: ['kpis'],
        summary: 'The project KPIs of a month the caller may see, every page, as CSV or XLSX (format)',
        querystring: projectKpisExportQuerySchema,
        response: { 200: exportFileResponse('The project KPIs'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...query } = request.query;
      const rows = await allPagesOf((page) => listProjectKpis(ctx, { ...query, page, perPage: 100 }));
      return sendTable(reply, {
        format,
        fileStem: `project-kpis-${query.month}`,
        columns: projectKpiColumns(await ctx.language()),
        rows,
      });
    },
  );

  app.get(
    apiPaths.kpis.project(':projectId'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['kpis'],
        summary: "One project's KPIs of a month, its targets and 6-month history",
        params: projectIdParamsSchema,
        querystring: projectKpiQuerySchema,
        response: { 200: projectKpiDetailSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const project = await loadKpiProject(ctx, request.params.projectId, 'view');
      return getProjectKpiDetail(ctx, project, request.query.month);
    },
  );

  app.put(
    apiPaths.kpis.projectMonth(':projectId', ':month'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['kpis'],
        summary: "Create or replace one project's KPIs of a month",
        params: projectMonthParamsSchema,
        body: projectKpiMonthBodySchema,
        response: { 200: projectKpiDetailSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const project = await loadKpiProject(ctx, request.params.projectId, 'edit');
      await putProjectMonth(ctx, project, request.params.month, request.body);
      return getProjectKpiDetail(ctx, project, request.params.month);
    },
  );
}
