import { z } from 'zod';
import { idSchema, storedDateSchema } from './common.js';
import { sprintSchema } from './sprints.js';
import { taskPersonSchema, taskStatusSchema } from './tasks.js';

/** Burndown and the sprint report (issue #27). */

/**
 * One working day of a sprint (Monday to Friday, the company's public holidays left out). `remainingHours`
 * is the estimated hours not completed at the end of the day, from the task history (null for days to
 * come); `idealHours` falls in a straight line from the committed hours to 0 on the last working day;
 * `scopeAddedHours` entered the sprint that day after the start (the chart marks it).
 */
export const burndownDaySchema = z.object({
  day: storedDateSchema,
  remainingHours: z.number().nullable(),
  idealHours: z.number(),
  scopeAddedHours: z.number(),
  completedHours: z.number(),
});
export type BurndownDay = z.infer<typeof burndownDaySchema>;

/** GET /v2/sprints/:id/burndown: current and closed sprints (a planned one has no burndown yet: 409). */
export const sprintBurndownSchema = z.object({
  sprintId: idSchema,
  committedHours: z.number(),
  days: z.array(burndownDaySchema),
});
export type SprintBurndown = z.infer<typeof sprintBurndownSchema>;

/** A task as the report lists it, as it was at close. */
export const sprintReportTaskSchema = z.object({
  _id: idSchema,
  title: z.string(),
  assignee: taskPersonSchema.nullable(),
  estimateHours: z.number(),
  actualHours: z.number().nullable(),
  status: taskStatusSchema,
  scopeAdded: z.boolean(),
  /** For a spilled task: where it went at close. */
  movedTo: z.enum(['next', 'backlog']).nullable(),
});
export type SprintReportTask = z.infer<typeof sprintReportTaskSchema>;

/** Per assignee (null: nobody): hours planned, completed (estimates), entered, and karma received. */
export const sprintReportPersonSchema = z.object({
  person: taskPersonSchema.nullable(),
  tasksTotal: z.number().int().min(0),
  tasksCompleted: z.number().int().min(0),
  estimateHours: z.number(),
  completedHours: z.number(),
  actualHours: z.number(),
  karmaPoints: z.number(),
});
export type SprintReportPerson = z.infer<typeof sprintReportPersonSchema>;

/** GET /v2/sprints/:id/report: closed sprints only (409 before); the snapshot is the frozen one in `sprint`. */
export const sprintReportSchema = z.object({
  sprint: sprintSchema,
  completedTasks: z.array(sprintReportTaskSchema),
  spilledTasks: z.array(sprintReportTaskSchema),
  scopeAddedTasks: z.array(sprintReportTaskSchema),
  people: z.array(sprintReportPersonSchema),
  burndown: sprintBurndownSchema,
});
export type SprintReport = z.infer<typeof sprintReportSchema>;
