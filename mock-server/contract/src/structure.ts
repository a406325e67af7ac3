import { z } from 'zod';
import { idParamsSchema, idSchema, isoDateSchema, requiredOr, storedDateSchema } from './common.js';
import { createTaskBodySchema, taskPersonSchema, taskStatusSchema } from './tasks.js';

/**
 * Issue #49 (structure): subtasks, epics and links between tasks. Rules in
 * docs/projects.md#subtasks-epics-and-links.
 */

// eslint-disable-next-line no-control-regex -- the characters it refuses
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const noControl = (text: string) => !CONTROL_CHARACTERS.test(text);

export const EPIC_NAME_MAX = 80;
export const EPIC_DESCRIPTION_MAX = 2000;
export const EPIC_STATUSES = ['open', 'done'] as const;
export const epicStatusSchema = z.enum(EPIC_STATUSES, { error: requiredOr('must be open or done') });
export type EpicStatus = z.infer<typeof epicStatusSchema>;
/** The colours the screen offers; any `#rrggbb` is accepted. */
export const EPIC_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#8c8c8c'];

const epicFields = {
  name: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .min(1, { message: 'is required' })
    .max(EPIC_NAME_MAX, { message: `must be at most ${EPIC_NAME_MAX} characters` })
    .refine(noControl, { message: 'must not contain control characters' }),
  description: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(EPIC_DESCRIPTION_MAX, { message: `must be at most ${EPIC_DESCRIPTION_MAX} characters` }),
  colour: z
    .string({ error: requiredOr('must be a colour') })
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour such as #1677ff' })
    .transform((value) => value.toLowerCase()),
  targetDate: isoDateSchema.nullable(),
  status: epicStatusSchema,
  rank: z
    .number({ error: requiredOr('must be a number') })
    .min(-1e9)
    .max(1e9),
};

/** POST /v2/projects/:id/epics (the project's managers, level3). */
export const createEpicBodySchema = z
  .object(epicFields)
  .partial({ description: true, colour: true, targetDate: true, status: true, rank: true })
  .strict();
export type CreateEpicBody = z.input<typeof createEpicBodySchema>;

/** PATCH /v2/epics/:id: any subset. */
export const updateEpicBodySchema = z.object(epicFields).partial().strict();
export type UpdateEpicBody = z.input<typeof updateEpicBodySchema>;

/**
 * An epic's progress over its tasks (subtasks included, each counted once with its own estimate):
 * items completed of all, and the completed items' estimates of all estimates.
 */
export const epicProgressSchema = z.object({
  items: z.number().int().min(0),
  itemsDone: z.number().int().min(0),
  hours: z.number().min(0),
  hoursDone: z.number().min(0),
});
export type EpicProgress = z.infer<typeof epicProgressSchema>;

export const epicSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  name: z.string(),
  description: z.string(),
  colour: z.string(),
  targetDate: storedDateSchema.nullable(),
  status: epicStatusSchema,
  rank: z.number(),
  progress: epicProgressSchema,
  /** Open with its target date before the caller's today. */
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type Epic = z.infer<typeof epicSchema>;

/** GET /v2/projects/:id/epics: by rank. */
export const epicListSchema = z.object({
  items: z.array(epicSchema),
  total: z.number().int().min(0),
  /** The caller may create, change and delete the project's epics. */
  canManage: z.boolean(),
});
export type EpicList = z.infer<typeof epicListSchema>;

export const epicIdParamsSchema = idParamsSchema;

/** How a link reads from one task: `blocks` stored from A to B shows as `blocks` on A and `blocked_by` on B. */
export const TASK_RELATION_KINDS = ['blocks', 'blocked_by', 'relates', 'duplicates', 'duplicated_by'] as const;
export const taskRelationKindSchema = z.enum(TASK_RELATION_KINDS, {
  error: requiredOr('must be blocks, blocked_by, relates, duplicates or duplicated_by'),
});
export type TaskRelationKind = z.infer<typeof taskRelationKindSchema>;

/** The kind stored (from → to) and the kind as the other task reads it. */
export const RELATION_INVERSE: Record<TaskRelationKind, TaskRelationKind> = {
  blocks: 'blocked_by',
  blocked_by: 'blocks',
  relates: 'relates',
  duplicates: 'duplicated_by',
  duplicated_by: 'duplicates',
};

export const taskRefSchema = z.object({ _id: idSchema, title: z.string(), status: taskStatusSchema });
export type TaskRef = z.infer<typeof taskRefSchema>;

export const taskRelationSchema = z.object({
  /** The stored link's id (DELETE /v2/tasks/:id/relations/:relationId removes it from both tasks). */
  _id: idSchema,
  kind: taskRelationKindSchema,
  task: taskRefSchema,
});
export type TaskRelation = z.infer<typeof taskRelationSchema>;

/** POST /v2/tasks/:id/relations: this task `kind` the other (a task of the same project). */
export const createTaskRelationBodySchema = z.object({ kind: taskRelationKindSchema, taskId: idSchema }).strict();
export type CreateTaskRelationBody = z.input<typeof createTaskRelationBodySchema>;

export const taskRelationParamsSchema = z.object({ id: idSchema, relationId: idSchema });

/** A subtask as its parent's page lists it. */
export const subtaskSchema = taskRefSchema.extend({
  assignee: taskPersonSchema.nullable(),
  estimateHours: z.number(),
});
export type Subtask = z.infer<typeof subtaskSchema>;

/** GET /v2/tasks/:id/structure: the parent, the subtasks and the links of a task. */
export const taskStructureSchema = z.object({
  parent: taskRefSchema.nullable(),
  subtasks: z.array(subtaskSchema),
  relations: z.array(taskRelationSchema),
  /** The caller may add subtasks (managers of the project, on a task that is not a subtask, not completed). */
  canAddSubtasks: z.boolean(),
  /** The caller may add and remove links (managers of the project, and the task's assignee). */
  canLink: z.boolean(),
});
export type TaskStructure = z.infer<typeof taskStructureSchema>;

/** POST /v2/tasks/:id/subtasks (managers): a task's child, in its parent's sprint or backlog. */
export const createSubtaskBodySchema = createTaskBodySchema.omit({ epicId: true });
export type CreateSubtaskBody = z.input<typeof createSubtaskBodySchema>;

/** GET /v2/projects/:id/tasks/search?search=: tasks of the project to link to, by title (at most 20). */
export const projectTaskSearchQuerySchema = z.object({
  search: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(100, { message: 'must be at most 100 characters' })
    .default(''),
});
export const projectTaskSearchSchema = z.object({ items: z.array(taskRefSchema) });
export type ProjectTaskSearch = z.infer<typeof projectTaskSearchSchema>;
