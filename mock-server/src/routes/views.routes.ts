import {
  apiPaths,
  createSavedViewBodySchema,
  okSchema,
  projectByIdParamsSchema,
  projectTasksPageSchema,
  projectTasksQuerySchema,
  savedViewIdParamsSchema,
  savedViewListSchema,
  savedViewSchema,
  updateSavedViewBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { listProjectTasks } from '../services/tasks/project-tasks.js';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from '../services/views/saved-views.js';

/**
 * Views of a project's work items (docs/projects.md#views): the project's task list, and the views saved
 * of it. Everyone who sees the project's tasks reads the list and keeps views; who may change a view is
 * decided in the service (its owner; a shared one also the project's managers).
 */
export async function viewsRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.projects.tasks(':id'),
    {
      config: { access: ACCESS.signedIn, responseCache: true },
      schema: {
        tags: ['tasks'],
        summary: 'A page of every task of the project (any sprint or the backlog), filtered and sorted',
        description:
          'Each filter may repeat (?type=bug&type=story); a task matches one value of every filter given. assignee takes unassigned, epic none and sprint backlog.',
        params: projectByIdParamsSchema,
        querystring: projectTasksQuerySchema,
        response: { 200: projectTasksPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectTasks(serviceContext(request), request.params.id, request.query),
  );

  app.get(
    apiPaths.projects.views(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "The caller's own saved views of the project's tasks and the project's shared ones",
        params: projectByIdParamsSchema,
        response: { 200: savedViewListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listSavedViews(serviceContext(request), request.params.id),
  );

  app.post(
    apiPaths.projects.views(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "Save a view of the project's tasks (at most 50 of one's own per project)",
        params: projectByIdParamsSchema,
        body: createSavedViewBodySchema,
        response: { 201: savedViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedView(serviceContext(request), request.params.id, request.body)),
  );

  app.patch(
    apiPaths.views.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Rename a saved view, change its filters, share or unshare it',
        description:
          "Its owner; on a shared view the project's managers (level3 any) may rename or unshare it. Another person's private view is 404.",
        params: savedViewIdParamsSchema,
        body: updateSavedViewBodySchema,
        response: { 200: savedViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateSavedView(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    apiPaths.views.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "Delete a saved view (its owner; a shared one also the project's managers)",
        params: savedViewIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteSavedView(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}
