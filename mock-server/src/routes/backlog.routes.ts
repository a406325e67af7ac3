import {
  apiPaths,
  backlogPageSchema,
  backlogQuerySchema,
  bulkTasksBodySchema,
  bulkTasksResponseSchema,
  createTaskBodySchema,
  moveTaskBodySchema,
  projectByIdParamsSchema,
  sprintBoardCardsSchema,
  sprintBoardSchema,
  sprintIdParamsSchema,
  taskIdParamsSchema,
  taskSchema,
  wipLimitsBodySchema,
  wipLimitsResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { listBacklog, moveTask, saveWipLimits, sprintBoard } from '../services/tasks/backlog.js';
import { bulkEdit } from '../services/tasks/bulk-edit.js';
import { oneTask } from '../services/tasks/task-view.js';
import { createTask } from '../services/tasks/task-write.js';

/**
 * The backlog, the board, moving and ordering tasks and bulk edits (issue #27). Everyone on the project
 * reads; managers of the project (level3 any) plan. Rules in docs/projects.md#backlog-board-and-bulk-edits.
 */
export async function backlogRoutes(app: App): Promise<void> {
  registerBacklogRoutes(app);
  registerBoardRoutes(app);
}

/** A project's backlog: read, add, edit many at once, and its WIP limits. */
function registerBacklogRoutes(app: App): void {
  app.get(
    apiPaths.projects.backlog(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "A page of the project's backlog, by rank, with the sprints a task may move into",
        params: projectByIdParamsSchema,
        querystring: backlogQuerySchema,
        response: { 200: backlogPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listBacklog(serviceContext(request), request.params.id, request.query),
  );

  app.post(
    apiPaths.projects.backlog(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Add a task to the backlog (managers of the project, level3); it goes last',
        params: projectByIdParamsSchema,
        body: createTaskBodySchema,
        response: { 201: taskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await createTask(serviceContext(request), { projectId: request.params.id }, request.body);
      return reply.code(201).send(await oneTask(serviceContext(request), id));
    },
  );

  app.post(
    apiPaths.projects.tasksBulk(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Assign, move, change the status of or delete many tasks in one request, all or nothing',
        description:
          "A task that cannot take the change is named in details as taskIds.N (400 or 409); completing needs each task's actual hours, so it is refused here.",
        params: projectByIdParamsSchema,
        body: bulkTasksBodySchema,
        response: { 200: bulkTasksResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => bulkEdit(serviceContext(request), request.params.id, request.body),
  );

  app.put(
    apiPaths.projects.wipLimits(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['projects'],
        summary: "Set the WIP limits of the project's board columns (managers of the project, level3)",
        description:
          'The whole set replaces the last; a column left out or null has no limit. The board warns past a limit.',
        params: projectByIdParamsSchema,
        body: wipLimitsBodySchema,
        response: { 200: wipLimitsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveWipLimits(serviceContext(request), request.params.id, request.body),
  );
}

/** Moving a task on the board, and a sprint's board with its cards. */
function registerBoardRoutes(app: App): void {
  app.post(
    apiPaths.tasks.move(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Move a task into a planned or current sprint, to the backlog, or to another place in its list',
        params: taskIdParamsSchema,
        body: moveTaskBodySchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await moveTask(serviceContext(request), request.params.id, request.body);
      return oneTask(serviceContext(request), request.params.id);
    },
  );

  app.get(
    apiPaths.sprints.board(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Every task of a sprint by rank, for the board, with the assignees and functions to filter by',
        params: sprintIdParamsSchema,
        response: { 200: sprintBoardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sprintBoard(serviceContext(request), request.params.id),
  );

  app.get(
    apiPaths.sprints.boardCards(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'The board of a sprint, each task as its card: what the board screen reads',
        params: sprintIdParamsSchema,
        response: { 200: sprintBoardCardsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    // the serializer writes the card's fields only
    async (request) => sprintBoard(serviceContext(request), request.params.id, 'card'),
  );
}
