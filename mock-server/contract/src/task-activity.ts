import { z } from 'zod';
import { idParamsSchema, idSchema, isoDateTimeSchema, requiredOr } from './common.js';
import { sprintStatusSchema } from './sprints.js';
import { taskPersonSchema, taskSchema } from './tasks.js';

/** A task's page: the task, where it lives, its comments and its history (issue #27). */

/** GET /v2/tasks/:id. */
export const taskDetailSchema = z.object({
  task: taskSchema,
  project: z.object({ _id: idSchema, name: z.string() }),
  /** Null in the backlog. */
  sprint: z
    .object({
      _id: idSchema,
      number: z.number().int(),
      name: z.string(),
      status: sprintStatusSchema,
      startDate: z.string(),
      endDate: z.string(),
    })
    .nullable(),
  /** The project's team: who may be assigned or mentioned. */
  team: z.array(taskPersonSchema),
  canComment: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const TASK_COMMENT_MAX = 4000;
export const TASK_COMMENT_MENTIONS_MAX = 20;

/**
 * A comment is plain text (links allowed, never HTML). Mentions travel as ids next to the text: each
 * mentioned peer must be able to see the project, and is notified once per comment.
 */
export const taskCommentBodySchema = z
  .object({
    body: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .min(1, { message: 'is required' })
      .max(TASK_COMMENT_MAX, { message: `must be at most ${TASK_COMMENT_MAX} characters` }),
    mentionIds: z
      .array(idSchema, { error: requiredOr('must be a list of peer ids') })
      .max(TASK_COMMENT_MENTIONS_MAX, { message: `must name at most ${TASK_COMMENT_MENTIONS_MAX} peers` })
      .default([]),
  })
  .strict();
export type TaskCommentBody = z.input<typeof taskCommentBodySchema>;

export const taskCommentSchema = z.object({
  _id: idSchema,
  taskId: idSchema,
  author: taskPersonSchema,
  body: z.string(),
  mentions: z.array(taskPersonSchema),
  createdAt: isoDateTimeSchema,
  /** Set once the author has edited it. */
  editedAt: isoDateTimeSchema.nullable(),
  /** The author's own comment: edit and delete. */
  canEdit: z.boolean(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** GET /v2/tasks/:id/comments: oldest first. */
export const taskCommentListSchema = z.object({ items: z.array(taskCommentSchema), total: z.number().int().min(0) });
export type TaskCommentList = z.infer<typeof taskCommentListSchema>;

export const commentIdParamsSchema = idParamsSchema;

/** The fields a task's history names. `created` and `deleted` carry no from/to; `sprint` null means the backlog. */
export const TASK_HISTORY_FIELDS = [
  'created',
  'title',
  'description',
  'link',
  'activityType',
  'jobRole',
  'assignee',
  'estimateHours',
  'status',
  'actualHours',
  'route',
  'optimisticDate',
  'conservativeDate',
  'sprint',
  'deleted',
  // issue #49
  'type',
  'priority',
  'dueDate',
  'labels',
  // issue #49: the parent task, the epic and the links
  'parent',
  'epic',
  'relation',
  // the velocity measure beside the hours
  'storyPoints',
] as const;
export const taskHistoryFieldSchema = z.enum(TASK_HISTORY_FIELDS);
export type TaskHistoryField = z.infer<typeof taskHistoryFieldSchema>;

/** One change: who changed which field from what to what, when. Values are readable text (names, not ids). */
export const taskHistoryEntrySchema = z.object({
  _id: idSchema,
  at: isoDateTimeSchema,
  /** Null for the system (a seeded or migrated change). */
  actor: taskPersonSchema.nullable(),
  field: taskHistoryFieldSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TaskHistoryEntry = z.infer<typeof taskHistoryEntrySchema>;

/** GET /v2/tasks/:id/history: newest first. */
export const taskHistoryListSchema = z.object({
  items: z.array(taskHistoryEntrySchema),
  total: z.number().int().min(0),
});
export type TaskHistoryList = z.infer<typeof taskHistoryListSchema>;
