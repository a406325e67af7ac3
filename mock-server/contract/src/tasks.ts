import { z } from 'zod';
import { fieldErrorSchema } from './errors.js';
import {
  idParamsSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  pageQuerySchema,
  pageSchema,
  requiredOr,
  storedDateSchema,
} from './common.js';
import type { Level } from './auth.js';
import {
  TASK_PRIORITIES,
  TASK_TYPES,
  taskPrioritySchema,
  taskTypeSchema,
  type TaskPriority,
  type TaskType,
} from './work-item-kinds.js';

/** Tasks of a sprint (issue #7, the screens' docs in docs/ "Tasks"). */

export const TASK_STATUS_VALUES = ['not_started', 'in_progress', 'stuck', 'completed'] as const;
export const taskStatusSchema = z.enum(TASK_STATUS_VALUES, {
  error: requiredOr('must be not_started, in_progress, stuck or completed'),
});
export type TaskStatusValue = z.infer<typeof taskStatusSchema>;
export const TASK_STATUS_LABELS: Record<TaskStatusValue, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  stuck: 'Stuck',
  completed: 'Completed',
};

export const TASK_ROUTES = ['known', 'new'] as const;
export const taskRouteSchema = z.enum(TASK_ROUTES, { error: requiredOr('must be known or new') });
export type TaskRoute = z.infer<typeof taskRouteSchema>;

/**
 * The status machine: not started → in progress ↔ stuck → completed. There is no jump from not started to
 * completed: a task is started first, so its actual hours are asked for on a task someone worked on.
 */
export const TASK_TRANSITIONS: Record<TaskStatusValue, readonly TaskStatusValue[]> = {
  not_started: ['in_progress'],
  in_progress: ['stuck', 'completed'],
  stuck: ['in_progress', 'completed'],
  completed: [],
};

export function canMoveTask(from: TaskStatusValue, to: TaskStatusValue): boolean {
  return TASK_TRANSITIONS[from].includes(to);
}

/** Karma for a completed task: 1 point per estimated hour, +50 % for a new route; two decimals. */
export function karmaPoints(estimateHours: number, route: TaskRoute): number {
  return Math.round(estimateHours * (route === 'new' ? 1.5 : 1) * 100) / 100;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The predicted date of a task from its optimistic (O) and conservative (P) dates, in calendar days:
 * predicted = O + round(⅔ × (P − O)). The classic PERT mean (O + 4M + P) ÷ 6 with M the midpoint collapses
 * to the midpoint, which is too hopeful: tasks tend to run late, so the prediction leans two thirds of the
 * way towards the conservative date. O = P gives O; O 2026-03-02, P 2026-03-11 gives 2026-03-08.
 */
export function predictedTaskDate(optimisticDate: string, conservativeDate: string): string {
  const spread = dayNumber(conservativeDate) - dayNumber(optimisticDate);
  const day = dayNumber(optimisticDate) + Math.round((spread * 2) / 3);
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export { TASK_PRIORITIES, TASK_TYPES, taskPrioritySchema, taskTypeSchema } from './work-item-kinds.js';
export type { TaskPriority, TaskType } from './work-item-kinds.js';

/** The most labels one task carries. */
export const TASK_LABELS_MAX = 10;
/** A task's labels: the company's labels by id, each once; an empty list takes them all off. */
export const taskLabelIdsSchema = z
  .array(idSchema, { error: requiredOr('must be a list of label ids') })
  .max(TASK_LABELS_MAX, { message: `must name at most ${TASK_LABELS_MAX} labels` })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'must not name a label twice' });

/** A filter that may repeat in a query string (`?type=bug&type=story`): one value or several, at most `max`. */
export function repeatedFilter<Value extends z.ZodType<string>>(value: Value, max: number) {
  return z
    .union([value, z.array(value).max(max, { message: `must be given at most ${max} times` })])
    .transform((given) => (Array.isArray(given) ? given : [given]) as Array<z.output<Value>>)
    .optional();
}

/**
 * Issue #49: the filters of a task list (a sprint's tasks, the backlog): a task matches when its type is
 * one of `type`, its priority one of `priority`, and it carries at least one of `label`; a filter left out
 * keeps every task.
 */
export const taskFilterQueryShape = {
  type: repeatedFilter(taskTypeSchema, TASK_TYPES.length),
  priority: repeatedFilter(taskPrioritySchema, TASK_PRIORITIES.length),
  label: repeatedFilter(idSchema, 50),
};
export type TaskFilters = { type?: TaskType[]; priority?: TaskPriority[]; label?: string[] };

/** The tabs of the tasks screen by level: managers see All; members see Others and Open. */
export const TASK_TABS = ['mine', 'all', 'others', 'open'] as const;
export const taskTabSchema = z.enum(TASK_TABS, { error: requiredOr('must be mine, all, others or open') });
export type TaskTab = z.infer<typeof taskTabSchema>;
export const TASK_TAB_LABELS: Record<TaskTab, string> = {
  mine: 'My to-dos',
  all: 'All',
  others: 'Others',
  open: 'Open',
};

export function taskTabsFor(level: Level): readonly TaskTab[] {
  return level === 'level1' ? ['mine', 'others', 'open'] : ['mine', 'all'];
}

const refSchema = z.object({ _id: idSchema, name: z.string() });
export const taskPersonSchema = z.object({ _id: idSchema, name: z.string(), profilePic: z.string().nullable() });
export type TaskPerson = z.infer<typeof taskPersonSchema>;

/**
 * The karma of a completed task (issue #27): `points` in all, earned by the task's assignee whoever
 * pressed Complete; `recipient` is the peer they recognised (or the assignee), who got
 * `recognisedPoints` of them (0 when nobody was recognised; all of them, or a part).
 */
export const taskKarmaSchema = z.object({
  points: z.number(),
  earnedBy: taskPersonSchema,
  recipient: taskPersonSchema,
  recognisedPoints: z.number(),
  comment: z.string(),
});

/** Why a task's ETA deserves a look: its predicted date falls after its sprint's end, or outside the company's working week or on a public holiday. */
export const ETA_WARNINGS = ['after_sprint_end', 'non_working_day'] as const;
export const etaWarningSchema = z.enum(ETA_WARNINGS);
export type EtaWarning = z.infer<typeof etaWarningSchema>;
export const ETA_WARNING_LABELS: Record<EtaWarning, string> = {
  after_sprint_end: 'After the sprint ends',
  non_working_day: 'On a non-working day',
};

/** Where a task links in the portal: its own page (notifications, the feed and search point here). */
export const taskPagePath = (taskId: string) => `/data-list/view-task/${taskId}`;
/** A project's backlog page. */
export const backlogPagePath = (projectId: string) => `/data-list/backlog/${projectId}`;
/** A sprint's board. */
export const sprintBoardPagePath = (sprintId: string) => `/data-list/sprint-board/${sprintId}`;
/** A closed sprint's report (the "sprint closed" feed post links here). */
export const sprintReportPagePath = (sprintId: string) => `/data-list/sprint-report/${sprintId}`;

/** Issue #49: a task's epic as its cards show it. */
export const taskEpicRefSchema = z.object({ _id: idSchema, name: z.string(), colour: z.string() });
export type TaskEpicRef = z.infer<typeof taskEpicRefSchema>;

/** A parent's progress: its subtasks, and how many of them are completed (0 / 0 for a task with none). */
export const subtaskProgressSchema = z.object({
  total: z.number().int().min(0),
  completed: z.number().int().min(0),
});
export type SubtaskProgress = z.infer<typeof subtaskProgressSchema>;

export const taskSchema = z.object({
  _id: idSchema,
  /** Issue #49: the task this one is a subtask of (one level deep), or null. */
  parentId: idSchema.nullable(),
  /** Issue #49: its epic (a subtask has its parent's), or null. */
  epicId: idSchema.nullable(),
  epic: taskEpicRefSchema.nullable(),
  subtasks: subtaskProgressSchema,
  /** How many tasks not completed block this one ("Blocked by N" on its card). */
  blockedByCount: z.number().int().min(0),
  /** Null while the task is in its project's backlog. */
  sprintId: idSchema.nullable(),
  projectId: idSchema,
  /** Its place in the backlog or sprint (smaller first); only the order means anything. */
  rank: z.number(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  type: taskTypeSchema,
  priority: taskPrioritySchema,
  /** Optional; shown overdue once past while the task is not completed. */
  dueDate: storedDateSchema.nullable(),
  /** The company's labels on the task, in the company's label order (a retired label stays). */
  labelIds: z.array(idSchema),
  activityType: refSchema.nullable(),
  jobRole: refSchema.nullable(),
  assignee: taskPersonSchema.nullable(),
  estimateHours: z.number(),
  /** Optional story points (issue #49): what a project scoring by points counts; null when not given. */
  storyPoints: z.number().nullable(),
  actualHours: z.number().nullable(),
  status: taskStatusSchema,
  route: taskRouteSchema.nullable(),
  optimisticDate: storedDateSchema.nullable(),
  conservativeDate: storedDateSchema.nullable(),
  /** predictedTaskDate(optimistic, conservative), when both are set. */
  predictedDate: storedDateSchema.nullable(),
  /** Flags on the predicted date; empty when it is fine or not set. */
  etaWarnings: z.array(etaWarningSchema),
  /** It entered its sprint after the sprint started (scope added). */
  scopeAdded: z.boolean(),
  completedAt: isoDateTimeSchema.nullable(),
  /** When it last changed (the board's "recently updated" filter). */
  updatedAt: isoDateTimeSchema,
  carriedFromSprintId: idSchema.nullable(),
  karma: taskKarmaSchema.nullable(),
  /** Issue #49: the caller watches this task (told of its changes), and how many people do. */
  watching: z.boolean(),
  watcherCount: z.number().int().min(0),
  /** What the caller may do (docs/privacy.md); the server checks again. */
  canEdit: z.boolean(),
  canChangeStatus: z.boolean(),
  canAssignSelf: z.boolean(),
  /** Managers: move it to the backlog or another open sprint, or reorder it (not once completed). */
  canMove: z.boolean(),
  /** The statuses the caller may move it to now. */
  nextStatuses: z.array(taskStatusSchema),
});
export type Task = z.infer<typeof taskSchema>;

export const taskPageSchema = pageSchema(taskSchema).extend({
  tab: taskTabSchema,
  /** The tabs of the caller's level. */
  tabs: z.array(taskTabSchema),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

/** Issue #49: the `epic` filter of a task list: an epic's id, or `none` for the tasks without an epic. */
export const epicFilterSchema = z
  .string({ error: requiredOr('must be an epic id or none') })
  .refine((value) => value === 'none' || idSchema.safeParse(value).success, {
    message: 'must be an epic id or none',
  });

export const listTasksQuerySchema = pageQuerySchema(20).extend({
  tab: taskTabSchema.default('mine'),
  ...taskFilterQueryShape,
  epic: epicFilterSchema.optional(),
});
export type ListTasksQuery = z.input<typeof listTasksQuerySchema>;

export const taskIdParamsSchema = idParamsSchema;

export const TASK_TITLE_MAX = 120;
export const STORY_POINTS_MAX = 1000;
/** Story points: optional (null clears them), 0 to 1000 in steps of 0.5. */
export const storyPointsSchema = z
  .number({ error: requiredOr('must be a number of points') })
  .min(0, { message: 'must be 0 or more points' })
  .max(STORY_POINTS_MAX, { message: `must be at most ${STORY_POINTS_MAX} points` })
  .multipleOf(0.5, { message: 'must be in steps of 0.5' })
  .nullable();
const taskFields = {
  title: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .min(1, { message: 'is required' })
    .max(TASK_TITLE_MAX, { message: `must be at most ${TASK_TITLE_MAX} characters` }),
  description: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(2000, { message: 'must be at most 2000 characters' }),
  link: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .max(500, { message: 'must be at most 500 characters', abort: true })
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), {
      message: 'must be a web address starting with http:// or https://',
    }),
  activityTypeId: idSchema.nullable(),
  jobRoleId: idSchema.nullable(),
  assigneeId: idSchema.nullable(),
  estimateHours: z
    .number({ error: requiredOr('must be a number of hours') })
    .positive({ message: 'must be more than 0 hours' })
    .max(200, { message: 'must be at most 200 hours' })
    .multipleOf(0.25, { message: 'must be in quarter hours' }),
  type: taskTypeSchema,
  priority: taskPrioritySchema,
  dueDate: isoDateSchema.nullable(),
  labelIds: taskLabelIdsSchema,
  storyPoints: storyPointsSchema,
  /** Issue #49: an epic of the task's project (a subtask takes its parent's: 400 when given). */
  epicId: idSchema.nullable(),
};

/** POST /v2/sprints/:id/tasks (managers, open sprint) and POST /v2/projects/:id/backlog (managers). */
export const createTaskBodySchema = z
  .object(taskFields)
  .partial({
    description: true,
    link: true,
    activityTypeId: true,
    jobRoleId: true,
    assigneeId: true,
    type: true,
    priority: true,
    dueDate: true,
    labelIds: true,
    storyPoints: true,
    epicId: true,
  })
  .strict();
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/** PATCH /v2/tasks/:id (managers; a task not completed, in the backlog or an open sprint): any subset. */
export const updateTaskBodySchema = z.object(taskFields).partial().strict();
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

export const RECOGNITION_COMMENT_MAX = 500;

/**
 * POST /v2/tasks/:id/status. Completing needs `actualHours` (> 0) and `route`; the karma goes to the
 * task's assignee whoever completes it (a task nobody has gets the completer as assignee). The assignee
 * may recognise `recognisedPeerId` (a peer of the same company) with all of it or `recognisedPoints` of
 * it, and a `comment`.
 */
export const changeTaskStatusBodySchema = z
  .object({
    status: taskStatusSchema,
    actualHours: z
      .number({ error: requiredOr('must be a number of hours') })
      .positive({ message: 'must be more than 0 hours' })
      .max(999, { message: 'must be at most 999 hours' })
      .optional(),
    route: taskRouteSchema.optional(),
    recognisedPeerId: idSchema.nullable().optional(),
    recognisedPoints: z
      .number({ error: requiredOr('must be a number of points') })
      .positive({ message: 'must be more than 0 points' })
      .max(10_000, { message: "must be at most the task's points" })
      .multipleOf(0.01, { message: 'must have at most two decimals' })
      .optional(),
    comment: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(RECOGNITION_COMMENT_MAX, { message: `must be at most ${RECOGNITION_COMMENT_MAX} characters` })
      .optional(),
    /**
     * Issue #49: completing a parent whose subtasks are not all completed is a 409 naming them, unless this
     * is true: each open subtask is then completed too, with its own estimate as its actual hours and the
     * parent's route (its karma to its assignee, or to the completer when it had none).
     */
    completeOpenSubtasks: z.boolean({ error: requiredOr('must be true or false') }).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.status !== 'completed') return;
    if (body.actualHours === undefined)
      context.addIssue({ code: 'custom', path: ['actualHours'], message: 'is required to complete a task' });
    if (body.route === undefined)
      context.addIssue({ code: 'custom', path: ['route'], message: 'is required to complete a task: known or new' });
    if (body.recognisedPeerId && !body.comment)
      context.addIssue({ code: 'custom', path: ['comment'], message: 'is required when you recognise a peer' });
    if (body.recognisedPoints !== undefined && !body.recognisedPeerId)
      context.addIssue({ code: 'custom', path: ['recognisedPoints'], message: 'needs a recognised peer' });
  });
export type ChangeTaskStatusBody = z.input<typeof changeTaskStatusBodySchema>;

/**
 * Who on the project has room this week (allocation under 100 %): the tip shown on a stuck task. A
 * member (level1) gets the names only: someone else's allocation is not theirs to see (docs/privacy.md).
 */
export const taskHelperSchema = taskPersonSchema.extend({ allocation: z.number().nullable().optional() });
export type TaskHelper = z.infer<typeof taskHelperSchema>;
export const taskHelpersSchema = z.object({ items: z.array(taskHelperSchema) });

export const changeTaskStatusResponseSchema = z.object({
  task: taskSchema,
  /** Filled when the task is now stuck. */
  helpers: z.array(taskHelperSchema),
});
export type ChangeTaskStatusResponse = z.infer<typeof changeTaskStatusResponseSchema>;

/** PUT /v2/tasks/:id/eta: both on or after today (the caller's), optimistic ≤ conservative. */
export const taskEtaBodySchema = z
  .object({ optimisticDate: isoDateSchema, conservativeDate: isoDateSchema })
  .strict()
  .superRefine((body, context) => {
    const both = [body.optimisticDate, body.conservativeDate].every((value) => isoDateSchema.safeParse(value).success);
    if (both && body.conservativeDate < body.optimisticDate)
      context.addIssue({
        code: 'custom',
        path: ['conservativeDate'],
        message: 'must be on or after the optimistic date',
      });
  });
export type TaskEtaBody = z.input<typeof taskEtaBodySchema>;

/** The columns of the sprint-plan sheet, in the sample's order. */
export const TASK_IMPORT_COLUMNS = [
  'title',
  'description',
  'link',
  'activity',
  'function',
  'assigneeEmail',
  'estimateHours',
  // optional: the velocity measure beside the hours
  'storyPoints',
  'type',
  'priority',
  'labels',
  'dueDate',
  // issue #49: optional, an epic of the project by name
  'epic',
] as const;
export type TaskImportColumn = (typeof TASK_IMPORT_COLUMNS)[number];

export const taskImportRowSchema = z.object({
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int().min(2),
  // each column's cell ('' when empty); partial, so an answer from a server without the newer columns still reads
  values: z.partialRecord(z.enum(TASK_IMPORT_COLUMNS), z.string()),
  errors: z.array(fieldErrorSchema),
});
export type TaskImportRow = z.infer<typeof taskImportRowSchema>;

export const taskImportPreviewSchema = z.object({
  rows: z.array(taskImportRowSchema),
  validCount: z.number().int().min(0),
  invalidCount: z.number().int().min(0),
});
export type TaskImportPreview = z.infer<typeof taskImportPreviewSchema>;

export const taskImportResultSchema = taskImportPreviewSchema.extend({ created: z.number().int().min(0) });
export type TaskImportResult = z.infer<typeof taskImportResultSchema>;
