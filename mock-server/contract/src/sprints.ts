import { z } from 'zod';
import {
  idParamsSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  rangeIssue,
  requiredOr,
  storedDateSchema,
  wholeIfInRange,
} from './common.js';
import { scoringUnitSchema } from './work-item-kinds.js';

/** Sprints of a project (issue #6, the screens' docs in docs/ "Sprints"). */

export { SCORING_UNITS, scoringUnitSchema } from './work-item-kinds.js';
export type { ScoringUnit } from './work-item-kinds.js';

// Control characters other than tab and newline have no place in plain text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const SPRINT_GOAL_MAX = 500;
/** A sprint's goal: plain text, up to 500 characters, '' for none. */
export const sprintGoalSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .max(SPRINT_GOAL_MAX, { message: `must be at most ${SPRINT_GOAL_MAX} characters` })
  .refine((text) => !CONTROL_CHARACTERS.test(text), { message: 'must not contain control characters' });

export const SPRINT_STATUSES = ['planned', 'current', 'completed'] as const;
export const sprintStatusSchema = z.enum(SPRINT_STATUSES);
export type SprintStatus = z.infer<typeof sprintStatusSchema>;

/**
 * The numbers frozen when a sprint closes (issue #27): committed hours (estimates of the tasks in the
 * sprint when a manager started it), completed hours (estimates of the completed tasks), spill-over
 * (estimates not completed), scope added (estimates of tasks that entered after the start) and actual
 * hours (the hours entered on completion). Score = 100 × completed ÷ committed; null while planned and
 * when nothing was committed. A planned sprint's committedHours is what starting it now would commit.
 */
export const sprintSnapshotSchema = z.object({
  committedHours: z.number(),
  completedHours: z.number(),
  spillOverHours: z.number(),
  scopeAddedHours: z.number(),
  actualHours: z.number(),
  /** The same numbers in story points (issue #49; a task without points counts 0). */
  committedPoints: z.number(),
  completedPoints: z.number(),
  spillOverPoints: z.number(),
  scopeAddedPoints: z.number(),
  /** Tasks of the sprint without story points: they count 0 when it scores by points. */
  tasksWithoutPoints: z.number().int().min(0),
  /** What the score is computed from: the project's unit while open, the unit at the close once closed. */
  scoringUnit: scoringUnitSchema,
  /** 100 × completed ÷ committed in `scoringUnit`, two decimals. */
  score: z.number().nullable(),
});
export type SprintSnapshot = z.infer<typeof sprintSnapshotSchema>;

export const sprintSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  number: z.number().int().min(1),
  name: z.string(),
  /** What the sprint is for (issue #49); '' when none was given. */
  goal: z.string(),
  startDate: storedDateSchema,
  endDate: storedDateSchema,
  /** "Yes, N weeks": closing it creates the next sprint. */
  recurringWeeks: z.number().int().nullable(),
  /** planned until a manager starts it (POST /v2/sprints/:id/start), current until closed, then completed. */
  status: sprintStatusSchema,
  startedAt: isoDateTimeSchema.nullable(),
  /** Planned, and its start day has come (or passed): the screen says so and offers Start. */
  startOverdue: z.boolean(),
  /** Current, and its end day has passed: how many days ago it ended (0 otherwise); the screen asks to close it. */
  daysPastEnd: z.number().int().min(0),
  tasksTotal: z.number().int().min(0),
  tasksCompleted: z.number().int().min(0),
  /** Frozen once closed; live (computed from the tasks now) while open. */
  snapshot: sprintSnapshotSchema,
  closedAt: isoDateTimeSchema.nullable(),
  /** Whether the caller may edit, delete, start and close it (docs/privacy.md); the server checks again. */
  canManage: z.boolean(),
  /** canManage and planned: Start sprint. */
  canStart: z.boolean(),
  /** canManage and current: Close sprint (a planned sprint cannot be closed). */
  canClose: z.boolean(),
});
export type Sprint = z.infer<typeof sprintSchema>;

export const sprintListSchema = z.object({ items: z.array(sprintSchema), total: z.number().int().min(0) });
export type SprintList = z.infer<typeof sprintListSchema>;

export const sprintIdParamsSchema = idParamsSchema;

/** A sprint lasts at most a year: its hours are spread over its days for every week of the availability. */
export const MAX_SPRINT_DAYS = 366;

/** What is wrong with a sprint's dates (the server checks the merged record of a PATCH with it too). */
export function sprintSpanIssue(startDate: string | undefined, endDate: string | undefined): string | null {
  return rangeIssue(startDate, endDate, MAX_SPRINT_DAYS, 'one year');
}

const sprintFields = {
  name: z
    .string({ error: requiredOr('must be text') })
    .trim()
    .min(1, { message: 'is required' })
    .max(80, { message: 'must be at most 80 characters' }),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  recurringWeeks: z
    .number({ error: requiredOr('must be a number of weeks') })
    .min(1, { message: 'must be 1 to 24 weeks' })
    .max(24, { message: 'must be 1 to 24 weeks' })
    .int(wholeIfInRange('must be a whole number of weeks'))
    .nullable(),
  goal: sprintGoalSchema,
};

/** POST /v2/projects/:id/sprints: the number is the next free one. */
export const createSprintBodySchema = z
  .object(sprintFields)
  .partial({ recurringWeeks: true, goal: true })
  .strict()
  .superRefine((body, context) => {
    const span = sprintSpanIssue(body.startDate, body.endDate);
    if (span) context.addIssue({ code: 'custom', path: ['endDate'], message: span });
  });
export type CreateSprintBody = z.input<typeof createSprintBodySchema>;

/** PATCH /v2/sprints/:id (open sprints only): any subset; the dates are checked on the merged record. */
export const updateSprintBodySchema = z.object(sprintFields).partial().strict();
export type UpdateSprintBody = z.input<typeof updateSprintBodySchema>;

/**
 * POST /v2/sprints/:id/start: optionally sets the dates and the goal in the same step (as Jira's Start
 * sprint dialog); no body is fine.
 */
export const startSprintBodySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema, goal: sprintGoalSchema })
  .partial()
  .strict()
  .superRefine((body, context) => {
    const span = sprintSpanIssue(body.startDate, body.endDate);
    if (span) context.addIssue({ code: 'custom', path: ['endDate'], message: span });
  })
  // a POST without a body arrives as null
  .nullish();
export type StartSprintBody = z.input<typeof startSprintBodySchema>;

export const UNFINISHED_DESTINATIONS = ['next', 'backlog'] as const;
export const unfinishedDestinationSchema = z.enum(UNFINISHED_DESTINATIONS, {
  error: requiredOr('must be next or backlog'),
});
export type UnfinishedDestination = z.infer<typeof unfinishedDestinationSchema>;

/**
 * POST /v2/sprints/:id/close (a current sprint; a planned one is a 409). Unfinished tasks go to the next
 * open sprint (created first when the sprint recurs) or back to the project's backlog: `unfinishedTo`,
 * default backlog. `moveUnfinished: true` is the older spelling of `unfinishedTo: 'next'`.
 */
export const closeSprintBodySchema = z
  .object({
    unfinishedTo: unfinishedDestinationSchema.optional(),
    moveUnfinished: z.boolean({ error: requiredOr('must be true or false') }).optional(),
  })
  .strict();
export type CloseSprintBody = z.input<typeof closeSprintBodySchema>;

export const closeSprintResponseSchema = z.object({
  sprint: sprintSchema,
  /** The sprint created because this one recurs, if any. */
  nextSprint: sprintSchema.nullable(),
  movedTasks: z.number().int().min(0),
  /** Where the unfinished tasks went (null when there were none). */
  movedTo: unfinishedDestinationSchema.nullable(),
});
export type CloseSprintResponse = z.infer<typeof closeSprintResponseSchema>;

export { projectVelocitySchema, velocitySprintSchema } from './velocity.js';
export type { ProjectVelocity, VelocitySprint } from './velocity.js';
