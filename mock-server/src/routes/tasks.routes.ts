import {
  apiPaths,
  changeTaskStatusBodySchema,
  changeTaskStatusResponseSchema,
  createTaskBodySchema,
  listTasksQuerySchema,
  okSchema,
  sprintIdParamsSchema,
  taskEtaBodySchema,
  taskHelpersSchema,
  taskIdParamsSchema,
  taskImportPreviewSchema,
  taskImportResultSchema,
  taskPageSchema,
  taskSchema,
  updateTaskBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { taskHelpers } from '../services/tasks/task-helpers.js';
import { readSheetUpload } from '../http/sheet-upload.js';
import {
  assertImportable,
  checkSheet,
  importSheet,
  previewOf,
  sampleSheet,
  TASK_SHEET_LIMITS,
} from '../services/tasks/task-import.js';
import { listTasks } from '../services/tasks/task-list.js';
import { oneTask } from '../services/tasks/task-view.js';
import { assignSelf, createTask, deleteTask, setTaskEta, updateTask } from '../services/tasks/task-write.js';
import { changeTaskStatus } from '../services/tasks/task-status.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { serviceContext } from '../http/service-context.js';

/**
 * Tasks of a sprint (the screens' docs in docs/ "Tasks", issue #7). Managers of the project (level3 any) plan them;
 * whoever has a task moves it through the status machine and sets its ETA; anyone on the project may take
 * an open task. Rules in docs/projects.md#tasks.
 */
export async function tasksRoutes(app: App): Promise<void> {
  registerSprintTasks(app);
  registerTaskImport(app);
  registerTaskWrites(app);
  registerTaskProgress(app);
}

/** A sprint's tasks and a new task in it. */
function registerSprintTasks(app: App): void {
  app.get(
    apiPaths.sprints.tasks(':id'),
    {
      config: { access: ACCESS.signedIn, responseCache: true },
      schema: {
        tags: ['tasks'],
        summary: "A page of a sprint's tasks, by tab",
        description:
          'Tabs: mine and all (level2, level3); mine, others and open (level1). Search looks in the title and description.',
        params: sprintIdParamsSchema,
        querystring: listTasksQuerySchema,
        response: { 200: taskPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listTasks(serviceContext(request), request.params.id, request.query),
  );

  app.post(
    apiPaths.sprints.tasks(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Add a task to an open sprint (managers of the project, level3)',
        params: sprintIdParamsSchema,
        body: createTaskBodySchema,
        response: { 201: taskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await createTask(serviceContext(request), { sprintId: request.params.id }, request.body);
      return reply.code(201).send(await oneTask(serviceContext(request), id));
    },
  );
}

/** Tasks from a sheet: its sample, its check before saving, and the import. */
function registerTaskImport(app: App): void {
  app.get(
    apiPaths.sprints.tasksImportSample(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: "The sample sprint-plan sheet (CSV) in the reader's language",
        params: sprintIdParamsSchema,
        response: {
          200: fileResponse('The sample sprint plan as CSV', 'text/csv'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const csv = await sampleSheet(serviceContext(request), request.params.id);
      return reply
        .header('content-disposition', 'attachment; filename="sprint-plan-sample.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    apiPaths.sprints.tasksImportPreview(':id'),
    {
      config: { access: ACCESS.level2AndUp, rateLimit: LIMITS.imports },
      schema: {
        tags: ['tasks'],
        summary: 'Check a sprint plan (multipart field "file": CSV or XLSX) and answer per-row errors; saves nothing',
        consumes: ['multipart/form-data'],
        params: sprintIdParamsSchema,
        response: { 200: taskImportPreviewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await assertImportable(serviceContext(request), request.params.id);
      const cells = await readSheetUpload(request, TASK_SHEET_LIMITS);
      return previewOf(await checkSheet(serviceContext(request), request.params.id, cells));
    },
  );

  app.post(
    apiPaths.sprints.tasksImport(':id'),
    {
      config: { access: ACCESS.level2AndUp, rateLimit: LIMITS.imports },
      schema: {
        tags: ['tasks'],
        summary: 'Import a sprint plan: checks it again and saves the valid rows in one transaction',
        consumes: ['multipart/form-data'],
        params: sprintIdParamsSchema,
        response: { 200: taskImportResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      await assertImportable(serviceContext(request), request.params.id);
      const cells = await readSheetUpload(request, TASK_SHEET_LIMITS);
      return importSheet(serviceContext(request), request.params.id, cells);
    },
  );
}

/** Changing and deleting a task, and taking it on oneself. */
function registerTaskWrites(app: App): void {
  app.patch(
    apiPaths.tasks.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Change a task not started yet, in an open sprint (managers of the project, level3)',
        params: taskIdParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updateTask(serviceContext(request), request.params.id, request.body);
      return oneTask(serviceContext(request), request.params.id);
    },
  );

  app.delete(
    apiPaths.tasks.byId(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task not started yet, in an open sprint (soft)',
        params: taskIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteTask(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    apiPaths.tasks.assignSelf(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Take an open task of your project',
        params: taskIdParamsSchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await assignSelf(serviceContext(request), request.params.id);
      return oneTask(serviceContext(request), request.params.id);
    },
  );
}

/** A task's status and ETA, and who may help with it. */
function registerTaskProgress(app: App): void {
  app.post(
    apiPaths.tasks.status(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Move a task along not started → in progress ↔ stuck → completed',
        description:
          'Completing needs actualHours and route, and awards karma (estimate × 1, × 1.5 for a new route) to the caller or a recognised peer.',
        params: taskIdParamsSchema,
        body: changeTaskStatusBodySchema,
        response: { 200: changeTaskStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await changeTaskStatus(serviceContext(request), request.params.id, request.body);
      const task = await oneTask(serviceContext(request), request.params.id);
      const helpers = task.status === 'stuck' ? await taskHelpers(serviceContext(request), task._id) : [];
      return { task, helpers };
    },
  );

  app.put(
    apiPaths.tasks.eta(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Set the optimistic and conservative dates; the answer carries the predicted date',
        params: taskIdParamsSchema,
        body: taskEtaBodySchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await setTaskEta(serviceContext(request), request.params.id, request.body);
      return oneTask(serviceContext(request), request.params.id);
    },
  );

  app.get(
    apiPaths.tasks.helpers(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Who on the project has room this week (allocation under 100 %)',
        params: taskIdParamsSchema,
        response: { 200: taskHelpersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ items: await taskHelpers(serviceContext(request), request.params.id) }),
  );
}
