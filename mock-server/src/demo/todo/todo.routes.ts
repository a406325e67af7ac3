import {
  demoApiExtraPaths,
  demoApiPaths,
  demoNewTaskBodySchema,
  demoNewTaskResponseSchema,
  demoRoutePath,
  demoTodosQuerySchema,
  demoTodosResponseSchema,
  demoTrashTodoBodySchema,
  demoTrashTodoResponseSchema,
  demoUpdateTaskBodySchema,
  demoUpdateTaskResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { createTask, listTasks, trashTask, updateTask } from './todos.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';
import { demoScope } from '../visitors/visitor-key.js';
import { errorResponses } from '../../http/error-responses.js';

/** §7 to-do: the filters, new-task (201, id = last id + 1) and trash-todo; and update-task, which §7 lacks. */
export async function demoTodoRoutes(app: App): Promise<void> {
  app.get(
    demoRoutePath(demoApiPaths.todos),
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: 'Demo: tasks by filter, newest first',
        querystring: demoTodosQuerySchema,
        response: { 200: demoTodosResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listTasks(demoScope(app, request), request.query.filter),
  );

  app.post(
    demoApiPaths.newTask,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: "Demo: add a task; its id is the last task's id plus 1",
        body: demoNewTaskBodySchema,
        response: { 201: demoNewTaskResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const id = await createTask(demoScope(app, request), request.body.task);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    demoApiPaths.trashTodo,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: trash a task (the body is its id)',
        body: demoTrashTodoBodySchema,
        response: { 200: demoTrashTodoResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => trashTask(demoScope(app, request), request.body),
  );

  app.post(
    demoApiExtraPaths.updateTask,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo (not in the spec): change the fields given of a task',
        body: demoUpdateTaskBodySchema,
        response: { 200: demoUpdateTaskResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, ...changes } = request.body.task;
      return updateTask(demoScope(app, request), id, changes);
    },
  );
}
