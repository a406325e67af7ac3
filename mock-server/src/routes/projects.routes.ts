import { z } from 'zod';
import {
  apiPaths,
  closeSprintBodySchema,
  closeSprintResponseSchema,
  createProjectBodySchema,
  createSprintBodySchema,
  deleteProjectQuerySchema,
  exportProjectsQuerySchema,
  listProjectsQuerySchema,
  projectByIdParamsSchema,
  projectOverviewSchema,
  projectPageSchema,
  projectSchema,
  sprintIdParamsSchema,
  sprintListSchema,
  sprintSchema,
  startSprintBodySchema,
  updateProjectBodySchema,
  updateSprintBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse } from '../http/error-responses.js';
import { allProjects, listProjects, projectColumns } from '../services/projects/project-list.js';
import { exportFileName } from '../services/exports/table-export.js';
import { sendTable } from '../http/send-table.js';
import { projectOverview } from '../services/projects/project-overview.js';
import { canManageProject, loadProject } from '../services/projects/project-rights.js';
import { toProjects } from '../services/projects/project-view.js';
import { createProject, deleteProject, updateProject } from '../services/projects/project-write.js';
import { isoToday, sprintAsApi, sprintsOfProjects } from '../services/projects/sprint-view.js';
import { auditExport } from '../services/audit/export-audit.js';
import {
  closeSprint,
  createSprint,
  deleteSprint,
  loadSprint,
  startSprint,
  updateSprint,
} from '../services/projects/sprint-write.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { serviceContext } from '../http/service-context.js';
import type { ServiceContext } from '../services/service-context.js';

/**
 * Projects and sprints (the screens' docs in docs/, issue #6). Everyone reads the projects they may see; level3
 * changes any project, level2 the ones they manage, level1 none (docs/privacy.md).
 */
export async function projectsRoutes(app: App): Promise<void> {
  registerProjectLists(app);
  registerProjectWrites(app);
  registerProjectSprints(app);
  registerSprintEdits(app);
  registerSprintLifecycle(app);
}

/** The projects one may see, as a page and (level3) as a CSV file. */
function registerProjectLists(app: App): void {
  app.get(
    apiPaths.projects.list,
    {
      config: { access: ACCESS.signedIn, responseCache: true },
      schema: {
        tags: ['projects'],
        summary: 'A page of the projects the caller may see',
        description: 'Search looks in the name and description; sort by name, startDate, endDate, status or score.',
        querystring: listProjectsQuerySchema,
        response: { 200: projectPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, extras, total } = await listProjects(serviceContext(request), query);
      const items = await toProjects(serviceContext(request), rows, extras);
      return {
        items,
        total,
        projectsCount: total,
        page: query.page,
        perPage: query.perPage,
        totalPages: Math.ceil(total / query.perPage),
      };
    },
  );

  // a company data export: level3's (docs/privacy.md)
  app.get(
    apiPaths.projects.exportCsv,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags: ['projects'],
        summary:
          "The current filter and sort of the project list as CSV or XLSX (format) in the reader's language, every page (level3)",
        querystring: exportProjectsQuerySchema,
        response: { 200: exportFileResponse('The projects'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...filters } = request.query;
      const rows = await allProjects(ctx, filters);
      await auditExport(ctx, 'list.exported', {
        file: exportFileName('projects', format),
        rows: rows.length,
        filters,
      });
      return sendTable(reply, {
        format,
        fileStem: 'projects',
        columns: projectColumns(await ctx.language()),
        rows: await toProjects(ctx, rows),
      });
    },
  );
}

/** Creating a project, and reading, changing and deleting one. */
function registerProjectWrites(app: App): void {
  app.post(
    apiPaths.projects.list,
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Create a project (level3, or level2 who becomes one of its managers)',
        body: createProjectBodySchema,
        response: { 201: projectSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await createProject(serviceContext(request), request.body);
      return reply.code(201).send(await oneProject(serviceContext(request), id));
    },
  );

  app.get(
    apiPaths.projects.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary: 'One project',
        params: projectByIdParamsSchema,
        response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => oneProject(serviceContext(request), request.params.id),
  );

  app.patch(
    apiPaths.projects.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Change a project (level3 any, level2 the ones they manage)',
        params: projectByIdParamsSchema,
        body: updateProjectBodySchema,
        response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateProject(serviceContext(request), request.params.id, request.body);
      return oneProject(serviceContext(request), request.params.id);
    },
  );

  app.delete(
    apiPaths.projects.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Delete a project (soft: history stays); 409 while it has open sprints unless force=true',
        params: projectByIdParamsSchema,
        querystring: deleteProjectQuerySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteProject(serviceContext(request), request.params.id, request.query.force === 'true');
      return { ok: true as const };
    },
  );
}

/** A project's overview, and its sprints: the list and a new one. */
function registerProjectSprints(app: App): void {
  app.get(
    apiPaths.projects.overview(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary: 'The project overview',
        params: projectByIdParamsSchema,
        response: { 200: projectOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return projectOverview(ctx, await loadProject(ctx.orm, ctx.caller, request.params.id, 'view'));
    },
  );

  app.get(
    apiPaths.projects.sprints(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary: "A project's sprints, by number",
        params: projectByIdParamsSchema,
        response: { 200: sprintListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const { row, managerIds } = await loadProject(ctx.orm, ctx.caller, request.params.id, 'view');
      const items = await sprintsOfProjects(ctx, [row.id], isoToday(ctx.now()), () =>
        canManageProject(ctx.caller, managerIds),
      );
      return { items, total: items.length };
    },
  );

  app.post(
    apiPaths.projects.sprints(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Add a sprint (level3, or level2 managing the project)',
        params: projectByIdParamsSchema,
        body: createSprintBodySchema,
        response: { 201: sprintSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await createSprint(serviceContext(request), request.params.id, request.body);
      return reply.code(201).send(await oneSprint(serviceContext(request), id));
    },
  );
}

/** One sprint: read, change, delete. */
function registerSprintEdits(app: App): void {
  app.get(
    apiPaths.sprints.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary: 'One sprint',
        params: sprintIdParamsSchema,
        response: { 200: sprintSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => oneSprint(serviceContext(request), request.params.id),
  );

  app.patch(
    apiPaths.sprints.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Change an open sprint',
        params: sprintIdParamsSchema,
        body: updateSprintBodySchema,
        response: { 200: sprintSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updateSprint(serviceContext(request), request.params.id, request.body);
      return oneSprint(serviceContext(request), request.params.id);
    },
  );

  app.delete(
    apiPaths.sprints.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Delete an open sprint (soft); closed sprints stay as history',
        params: sprintIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteSprint(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** Starting and closing a sprint. */
function registerSprintLifecycle(app: App): void {
  app.post(
    apiPaths.sprints.start(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Start a planned sprint: the tasks in it now are its commitment (optionally set its dates and goal)',
        description:
          'Committed = the estimated hours (and story points) of its tasks at this moment; tasks added later are scope added. The start instant is recorded (startedAt). 409 when it is not planned.',
        params: sprintIdParamsSchema,
        body: startSprintBodySchema,
        response: { 200: sprintSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await startSprint(serviceContext(request), request.params.id, request.body ?? {});
      return oneSprint(serviceContext(request), request.params.id);
    },
  );

  app.post(
    apiPaths.sprints.close(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: 'Close a current sprint: freeze its snapshot; unfinished tasks go to the next sprint or the backlog',
        description:
          'A planned sprint cannot be closed (409). unfinishedTo: next or backlog (default); moveUnfinished: true is the older spelling of next.',
        params: sprintIdParamsSchema,
        body: closeSprintBodySchema,
        response: { 200: closeSprintResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const unfinishedTo = request.body.unfinishedTo ?? (request.body.moveUnfinished ? 'next' : 'backlog');
      const { nextSprintId, movedTasks, movedTo } = await closeSprint(
        serviceContext(request),
        request.params.id,
        unfinishedTo,
      );
      return {
        sprint: await oneSprint(serviceContext(request), request.params.id),
        nextSprint: nextSprintId ? await oneSprint(serviceContext(request), nextSprintId) : null,
        movedTasks,
        movedTo,
      };
    },
  );
}

/** One project the caller may see, as the API answers it. */
async function oneProject(ctx: ServiceContext, id: string) {
  const { row } = await loadProject(ctx.orm, ctx.caller, id, 'view');
  return (await toProjects(ctx, [row]))[0]!;
}

/** One sprint of a project the caller may see, as the API answers it; 404 when there is none. */
async function oneSprint(ctx: ServiceContext, id: string) {
  const { orm, caller } = ctx;
  const { sprint, project } = await loadSprint(orm, caller, id, 'view');
  return sprintAsApi(ctx, sprint, project.row.scoringUnit, canManageProject(caller, project.managerIds));
}
