import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema, pageSchema, requiredOr } from './common.js';
import { sprintStatusSchema } from './sprints.js';
import { taskPersonSchema, taskStatusSchema } from './tasks.js';

/**
 * Issue #49, watchers: who follows a task and why. The creator, the assignee, commenters and the
 * mentioned watch it automatically; anyone who sees the task may watch or unwatch it.
 */
export const WATCH_REASONS = ['creator', 'assignee', 'commenter', 'mentioned', 'manual'] as const;
export const watchReasonSchema = z.enum(WATCH_REASONS);
export type WatchReason = z.infer<typeof watchReasonSchema>;

/** One watcher as the task page lists them: the fields the task's team list shows, and why they watch. */
export const taskWatcherSchema = taskPersonSchema.extend({ reason: watchReasonSchema });
export type TaskWatcher = z.infer<typeof taskWatcherSchema>;

/** GET /v2/tasks/:id/watchers; POST and DELETE /v2/tasks/:id/watch answer the same. */
export const taskWatchersSchema = z.object({
  watching: z.boolean(),
  watcherCount: z.number().int().min(0),
  items: z.array(taskWatcherSchema),
});
export type TaskWatchers = z.infer<typeof taskWatchersSchema>;

/** What a watcher is told of: the kinds a notification folds together within its minute. */
export const WATCH_CHANGE_KINDS = ['status', 'completed', 'comment', 'due-date'] as const;
export type WatchChangeKind = (typeof WATCH_CHANGE_KINDS)[number];

/** "My work": the tasks the caller is assigned, watches, or was mentioned in. */
export const MY_WORK_KINDS = ['assigned', 'watching', 'mentioned'] as const;
export const myWorkKindSchema = z.enum(MY_WORK_KINDS, {
  error: requiredOr('must be assigned, watching or mentioned'),
});
export type MyWorkKind = z.infer<typeof myWorkKindSchema>;

/** GET /v2/me/work?kind&page&perPage: 20 a page unless asked otherwise (10, 20 or 40). */
export const myWorkQuerySchema = pageQuerySchema(20)
  .omit({ search: true })
  .extend({ kind: myWorkKindSchema.default('assigned') });
export type MyWorkQuery = z.infer<typeof myWorkQuerySchema>;

export const myWorkItemSchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: taskStatusSchema,
  assignee: taskPersonSchema.nullable(),
  project: z.object({ _id: idSchema, name: z.string() }),
  /** Null in the backlog. */
  sprint: z.object({ _id: idSchema, name: z.string(), status: sprintStatusSchema }).nullable(),
  updatedAt: isoDateTimeSchema,
});
export type MyWorkItem = z.infer<typeof myWorkItemSchema>;

export const myWorkPageSchema = pageSchema(myWorkItemSchema).extend({ kind: myWorkKindSchema });
export type MyWorkPage = z.infer<typeof myWorkPageSchema>;
