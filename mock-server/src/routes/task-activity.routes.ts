import {
  apiPaths,
  commentIdParamsSchema,
  okSchema,
  taskCommentBodySchema,
  taskCommentListSchema,
  taskCommentSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  taskIdParamsSchema,
  taskWatchersSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import {
  addComment,
  deleteComment,
  editComment,
  listComments,
  taskDetail,
  taskHistory,
} from '../services/tasks/task-activity.js';
import { taskWatchersOf, unwatchTask, watchTask } from '../services/tasks/task-watchers.js';

/**
 * A task's page (issue #27): the task with where it lives, its comments (plain text, @mentions notify)
 * and its history. Everyone on the project reads and comments; authors edit and delete their own
 * comments. Rules in docs/projects.md#task-page-comments-and-history.
 */
export async function taskActivityRoutes(app: App): Promise<void> {
  registerTaskReads(app);
  registerTaskComments(app);
  registerTaskWatchers(app);
}

/** One task and its history. */
function registerTaskReads(app: App): void {
  app.get(
    apiPaths.tasks.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'One task with its project, sprint (null in the backlog) and team',
        params: taskIdParamsSchema,
        response: { 200: taskDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => taskDetail(serviceContext(request), request.params.id),
  );

  app.get(
    apiPaths.tasks.history(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "A task's history: who changed which field from what to what, when (newest first)",
        params: taskIdParamsSchema,
        response: { 200: taskHistoryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => taskHistory(serviceContext(request), request.params.id),
  );
}

/** A task's comments: read, add, edit, delete. */
function registerTaskComments(app: App): void {
  app.get(
    apiPaths.tasks.comments(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: "A task's comments, oldest first",
        params: taskIdParamsSchema,
        response: { 200: taskCommentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listComments(serviceContext(request), request.params.id),
  );

  app.post(
    apiPaths.tasks.comments(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Comment on a task (plain text); each peer in mentionIds is notified',
        params: taskIdParamsSchema,
        body: taskCommentBodySchema,
        response: { 201: taskCommentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(serviceContext(request), request.params.id, request.body)),
  );

  app.patch(
    apiPaths.taskComments.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Edit your own comment; peers newly mentioned are notified',
        params: commentIdParamsSchema,
        body: taskCommentBodySchema,
        response: { 200: taskCommentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editComment(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    apiPaths.taskComments.byId(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Delete your own comment',
        params: commentIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteComment(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** Who watches a task, and watching or no longer watching it. */
function registerTaskWatchers(app: App): void {
  // issue #49: watchers; anyone who sees the task (404 / 403 as reading it)
  app.get(
    apiPaths.tasks.watchers(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Who watches the task (told of its changes), and why; whether the caller does',
        params: taskIdParamsSchema,
        response: { 200: taskWatchersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => taskWatchersOf(serviceContext(request), request.params.id),
  );

  app.post(
    apiPaths.tasks.watch(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Watch the task: be told of its status changes, completion, comments and due-date changes',
        params: taskIdParamsSchema,
        response: { 200: taskWatchersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => watchTask(serviceContext(request), request.params.id),
  );

  app.delete(
    apiPaths.tasks.watch(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['tasks'],
        summary: 'Stop watching the task',
        params: taskIdParamsSchema,
        response: { 200: taskWatchersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => unwatchTask(serviceContext(request), request.params.id),
  );
}
