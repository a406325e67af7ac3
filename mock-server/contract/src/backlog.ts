import { z } from 'zod';
import { idSchema, pageNumberSchema, pageSchema, requiredOr, wholeNumberQuery, wholeIfInRange } from './common.js';
import { sprintSchema } from './sprints.js';
import {
  epicFilterSchema,
  taskFilterQueryShape,
  taskLabelIdsSchema,
  taskPersonSchema,
  taskPrioritySchema,
  taskSchema,
  taskStatusSchema,
  taskTypeSchema,
} from './tasks.js';

/**
 * The backlog, ordering, moving and bulk edits of tasks, and the board (issue #27, the screens' docs in docs/ "Sprints").
 * Tasks without a sprint are the project's backlog; every task has a rank, its place in the backlog or
 * sprint. Rules in docs/projects.md#backlog-board-and-bulk-edits.
 */

/** The most tasks one page of the backlog or one bulk edit carries. */
export const BACKLOG_PAGE_MAX = 500;
export const BULK_TASKS_MAX = 500;

/** The filter value that stands for "nobody assigned". */
export const UNASSIGNED_FILTER = 'unassigned';

/** GET /v2/projects/:id/backlog: by rank; `perPage` up to 500 so a drag list holds a long stretch. */
export const backlogQuerySchema = z.object({
  page: pageNumberSchema,
  perPage: wholeNumberQuery(1, BACKLOG_PAGE_MAX).default(100),
  search: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  ...taskFilterQueryShape,
  /** Issue #49: an epic's id, or `none`. */
  epic: epicFilterSchema.optional(),
  /** Only this person's tasks, or `unassigned` for nobody's; applies to the backlog and the sprint lists. */
  assigneeId: z
    .union([z.literal(UNASSIGNED_FILTER), idSchema], { error: () => 'must be a person id or unassigned' })
    .optional(),
  /**
   * The most tasks each open sprint's list carries (its first by rank; `matching` counts them all). Left out,
   * every task of every open sprint, as a client before contract 2.9 expects.
   */
  planLimit: z.coerce
    .number({ message: 'must be a number' })
    .min(1, { message: 'must be 1 or more' })
    .max(BACKLOG_PAGE_MAX, { message: `must be at most ${BACKLOG_PAGE_MAX}` })
    .int(wholeIfInRange('must be a whole number'))
    .optional(),
});
export type BacklogQuery = z.input<typeof backlogQuerySchema>;

/**
 * The team's capacity for a sprint's dates (issue #49): 8 h for each working day of each person on the
 * project (managers and members) less public holidays and approved leave, the People Availability
 * arithmetic (`services/availability/allocation.ts`).
 */
export const sprintCapacitySchema = z.object({
  hours: z.number(),
  people: z.number().int().min(0),
});

/**
 * One planned or current sprint as the backlog lists it: its tasks by rank (the filters applied) and what
 * it holds.
 */
export const sprintPlanSchema = z.object({
  sprint: sprintSchema,
  /** Its tasks by rank that the filters match: all of them, or the first `planLimit` when the query sets one. */
  items: z.array(taskSchema),
  /** How many of its tasks the filters match, `items` or more (optional: an API before contract 2.9 sends none). */
  matching: z.number().int().min(0).optional(),
  /**
   * What the sprint holds, every task counted (the filters do not change it): hours, the capacity measure,
   * and story points, the velocity measure (optional: an API before contract 2.4 sends none).
   */
  totals: z.object({ tasks: z.number().int().min(0), hours: z.number(), points: z.number().optional() }),
  capacity: sprintCapacitySchema,
});
export type SprintPlan = z.infer<typeof sprintPlanSchema>;

export const backlogPageSchema = pageSchema(taskSchema).extend({
  /** The sprints a task may move into (planned and current), by number. */
  sprints: z.array(sprintSchema),
  /** The same sprints with their tasks, totals and the team's capacity (current first, then planned by number). */
  plan: z.array(sprintPlanSchema),
  /** Whether the caller may create, order and move tasks here. */
  canManage: z.boolean(),
});
export type BacklogPage = z.infer<typeof backlogPageSchema>;

/**
 * POST /v2/tasks/:id/move (managers): into a sprint (planned or current), back to the backlog
 * (`sprintId: null`), or, with `sprintId` left out, within where it is. `beforeId` / `afterId` name the
 * task it lands next to (in the destination); neither puts it last.
 */
export const moveTaskBodySchema = z
  .object({
    sprintId: idSchema.nullable().optional(),
    beforeId: idSchema.optional(),
    afterId: idSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.beforeId && body.afterId)
      context.addIssue({
        code: 'custom',
        path: ['afterId'],
        message: 'cannot be given with a task to go before: give one of the two',
      });
  });
export type MoveTaskBody = z.input<typeof moveTaskBodySchema>;

const taskIdsSchema = z
  .array(idSchema, { error: requiredOr('must be a list of task ids') })
  .min(1, { message: 'must name at least one task' })
  .max(BULK_TASKS_MAX, { message: `must name at most ${BULK_TASKS_MAX} tasks` })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'must not name a task twice' });

export const BULK_ACTIONS = ['assign', 'move', 'status', 'delete', 'type', 'priority', 'labels'] as const;

/**
 * POST /v2/projects/:id/tasks/bulk: one change to many tasks of the project, all or nothing (a task that
 * cannot take it is a 409 naming it, `taskIds.N`). `labels` adds and removes labels on each task (at most
 * TASK_LABELS_MAX on one, a 400 naming the task past it). Completing needs each task's actual hours, so `status`
 * cannot be completed here.
 */
export const bulkTasksBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('assign'), taskIds: taskIdsSchema, assigneeId: idSchema.nullable() }).strict(),
    z.object({ action: z.literal('move'), taskIds: taskIdsSchema, sprintId: idSchema.nullable() }).strict(),
    z
      .object({
        action: z.literal('status'),
        taskIds: taskIdsSchema,
        status: taskStatusSchema.refine((status) => status !== 'completed', {
          message: 'cannot be completed in bulk: each task needs its actual hours',
        }),
      })
      .strict(),
    z.object({ action: z.literal('delete'), taskIds: taskIdsSchema }).strict(),
    // issue #49: the work item fields
    z.object({ action: z.literal('type'), taskIds: taskIdsSchema, type: taskTypeSchema }).strict(),
    z.object({ action: z.literal('priority'), taskIds: taskIdsSchema, priority: taskPrioritySchema }).strict(),
    z
      .object({
        action: z.literal('labels'),
        taskIds: taskIdsSchema,
        addLabelIds: taskLabelIdsSchema.optional(),
        removeLabelIds: taskLabelIdsSchema.optional(),
      })
      .strict()
      .refine((body) => body.addLabelIds?.length || body.removeLabelIds?.length, {
        path: ['addLabelIds'],
        message: 'or removeLabelIds must name at least one label',
      }),
  ],
  { error: () => 'must be assign, move, status, delete, type, priority or labels' },
);
export type BulkTasksBody = z.input<typeof bulkTasksBodySchema>;

export const bulkTasksResponseSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  count: z.number().int().min(0),
  /** The tasks as they are now (empty after a delete). */
  items: z.array(taskSchema),
});
export type BulkTasksResponse = z.infer<typeof bulkTasksResponseSchema>;

export const BOARD_COLUMNS = ['not_started', 'in_progress', 'stuck', 'completed'] as const;

export const WIP_LIMIT_MAX = 999;

/**
 * A project's WIP limits (issue #49): per status column of its boards, the most cards it should hold; a
 * column left out (or null) has none. The board warns past a limit; it never refuses a move.
 */
const wipLimitSchema = z
  .number({ error: requiredOr('must be a number or null') })
  .min(1, { message: 'must be 1 or more' })
  .max(WIP_LIMIT_MAX, { message: `must be at most ${WIP_LIMIT_MAX}` })
  .int(wholeIfInRange('must be a whole number'))
  .nullable()
  .optional();
export const wipLimitsSchema = z
  .object({
    not_started: wipLimitSchema,
    in_progress: wipLimitSchema,
    stuck: wipLimitSchema,
    completed: wipLimitSchema,
  })
  .strict();
export type WipLimits = z.infer<typeof wipLimitsSchema>;

/** PUT /v2/projects/:id/wip-limits (the project's managers, level3): the whole set, replacing the last. */
export const wipLimitsBodySchema = z.object({ limits: wipLimitsSchema }).strict();
export type WipLimitsBody = z.input<typeof wipLimitsBodySchema>;
export const wipLimitsResponseSchema = z.object({ limits: wipLimitsSchema });

/**
 * GET /v2/sprints/:id/board: every task of the sprint by rank (a sprint holds at most a few hundred), with
 * the people and functions to filter by. The screen groups them into BOARD_COLUMNS by status.
 */
export const sprintBoardSchema = z.object({
  sprint: sprintSchema,
  /** Its tasks by rank that the filters match: all of them, or the first `planLimit` when the query sets one. */
  items: z.array(taskSchema),
  /** How many of its tasks the filters match, `items` or more (optional: an API before contract 2.9 sends none). */
  matching: z.number().int().min(0).optional(),
  assignees: z.array(taskPersonSchema),
  jobRoles: z.array(z.object({ _id: idSchema, name: z.string() })),
  /** The project's WIP limits per column (issue #49). */
  wipLimits: wipLimitsSchema,
  /** Whether the caller may create and order tasks here and set the WIP limits. */
  canManage: z.boolean(),
});
export type SprintBoard = z.infer<typeof sprintBoardSchema>;

/**
 * A task as its card on the board shows it and the board's filters, lanes and moves read it: the task less
 * what only the task page shows (description, link, route, karma, watchers, actual hours and the rest).
 * Half the bytes of the whole task over a sprint of hundreds.
 */
export const taskCardSchema = taskSchema.omit({
  description: true,
  link: true,
  route: true,
  karma: true,
  carriedFromSprintId: true,
  completedAt: true,
  actualHours: true,
  watching: true,
  watcherCount: true,
  scopeAdded: true,
  canEdit: true,
  canAssignSelf: true,
  activityType: true,
  parentId: true,
});
export type TaskCard = z.infer<typeof taskCardSchema>;

/**
 * GET /v2/sprints/:id/board/cards: the board as the screen asks for it since contract 2.6, each task as its
 * card. The whole-task board stays for remotes built before.
 */
export const sprintBoardCardsSchema = sprintBoardSchema.extend({ items: z.array(taskCardSchema) });
export type SprintBoardCards = z.infer<typeof sprintBoardCardsSchema>;
