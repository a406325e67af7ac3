import {
  apiPaths,
  createEpicBodySchema,
  createSubtaskBodySchema,
  createTaskRelationBodySchema,
  epicIdParamsSchema,
  epicListSchema,
  epicSchema,
  okSchema,
  projectByIdParamsSchema,
  projectTaskSearchQuerySchema,
  projectTaskSearchSchema,
  taskIdParamsSchema,
  taskRelationParamsSchema,
  taskSchema,
  taskStructureSchema,
  updateEpicBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { createEpic, deleteEpic, listEpics, oneEpic, updateEpic } from '../services/tasks/epics.js';
import { addRelation, removeRelation, searchProjectTasks, taskStructure } from '../services/tasks/task-structure.js';
import { oneTask } from '../services/tasks/task-view.js';
import { createTask } from '../services/tasks/task-write.js';

/**
 * Subtasks, epics and links between tasks (issue #49). Everyone on the project reads them; managers of the
 * project (level3 any) manage epics and add subtasks; managers and a task's assignee change its links.
 * Rules in docs/projects.md#subtasks-epics-and-links.
 */
export async function structureRoutes(app: App): Promise<void> {
  registerProjectEpics(app);
  registerEpicById(app);
  registerTaskSearchAndStructure(app);
  registerSubtasksAndRelations(app);
}

/** A project's epics and a new one. */
function registerProjectEpics(app: App): void {
  app.get(
    apiPaths.projects.epics(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "The project's epics by rank, with their progress and target dates",
        params: projectByIdParamsSchema,
        response: { 200: epicListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listEpics(serviceContext(request), request.params.id),
  );

  app.post(
    apiPaths.projects.epics(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Create an epic (managers of the project, level3); it goes last',
        params: projectByIdParamsSchema,
        body: createEpicBodySchema,
        response: { 201: epicSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await createEpic(serviceContext(request), request.params.id, request.body);
      return reply.code(201).send(await oneEpic(serviceContext(request), id));
    },
  );
}

/** One epic: read, change, delete. */
function registerEpicById(app: App): void {
  app.get(
    apiPaths.epics.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'One epic with its progress',
        params: epicIdParamsSchema,
        response: { 200: epicSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => oneEpic(serviceContext(request), request.params.id),
  );

  app.patch(
    apiPaths.epics.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Change an epic (managers of its project, level3)',
        params: epicIdParamsSchema,
        body: updateEpicBodySchema,
        response: { 200: epicSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateEpic(serviceContext(request), request.params.id, request.body);
      return oneEpic(serviceContext(request), request.params.id);
    },
  );

  app.delete(
    apiPaths.epics.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Delete an epic (soft); its tasks lose it',
        params: epicIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEpic(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** Finding tasks of a project, and a task's parent, subtasks and relations. */
function registerTaskSearchAndStructure(app: App): void {
  app.get(
    apiPaths.projects.taskSearch(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Tasks of the project whose title holds the text (at most 20): what a link can point to',
        params: projectByIdParamsSchema,
        querystring: projectTaskSearchQuerySchema,
        response: { 200: projectTaskSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => searchProjectTasks(serviceContext(request), request.params.id, request.query.search),
  );

  app.get(
    apiPaths.tasks.structure(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "A task's parent, subtasks and links",
        params: taskIdParamsSchema,
        response: { 200: taskStructureSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => taskStructure(serviceContext(request), request.params.id),
  );
}

/** A new subtask, and linking or unlinking two tasks. */
function registerSubtasksAndRelations(app: App): void {
  app.post(
    apiPaths.tasks.subtasks(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: "Add a subtask (managers of the project, level3): in its parent's sprint or backlog, with its epic",
        params: taskIdParamsSchema,
        body: createSubtaskBodySchema,
        response: { 201: taskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await createTask(serviceContext(request), { parentId: request.params.id }, request.body);
      return reply.code(201).send(await oneTask(serviceContext(request), id));
    },
  );

  app.post(
    apiPaths.tasks.relations(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary:
          'Link the task to another task of its project (blocks, blocked_by, relates, duplicates, duplicated_by)',
        params: taskIdParamsSchema,
        body: createTaskRelationBodySchema,
        response: { 201: taskStructureSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addRelation(serviceContext(request), request.params.id, request.body)),
  );

  app.delete(
    apiPaths.tasks.relation(':id', ':relationId'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Remove a link (from both tasks)',
        params: taskRelationParamsSchema,
        response: { 200: taskStructureSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removeRelation(serviceContext(request), request.params.id, request.params.relationId),
  );
}
