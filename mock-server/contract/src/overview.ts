import { z } from 'zod';
import { idSchema, storedDateSchema } from './common.js';
import { optionRefSchema } from './options.js';
import { projectPersonSchema } from './projects.js';

// the questions' query schemas are the server's (overview-queries.ts, outside the first page's entry): the apps
// take only their types
export type { LeaderboardQuery, OverviewPageQuery, PlannedVsActualQuery } from './overview-queries.js';

/**
 * The Overview dashboard (/preview, issue #7, the screens' docs in docs/): one endpoint per widget so each loads and
 * fails on its own. Everything is the caller's company; project widgets hold only the projects the caller
 * may see (level3 all, others the ones they manage or belong to). Definitions: docs/projects.md.
 */

/** How a peer spends a day: a work mode, or on approved leave (which wins over the work mode). */
export const DAY_MODES = ['office', 'wfh', 'field', 'leave'] as const;
export type DayMode = (typeof DAY_MODES)[number];

/** GET /v2/overview/head-count: today's active peers by where they are. `total` = the four added up. */
export const headCountSchema = z.object({
  day: storedDateSchema,
  office: z.number().int().min(0),
  wfh: z.number().int().min(0),
  field: z.number().int().min(0),
  leave: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The public holiday today, if any (the counts still say where people would be). */
  holiday: z.string().nullable(),
});
export type HeadCount = z.infer<typeof headCountSchema>;

/**
 * One working day of the week chart. Percentages are of the people at work that day (office + WFH + field,
 * leave left out), one decimal, adding up to exactly 100; null when nobody works (a holiday, or all away).
 */
export const workModeDaySchema = z.object({
  day: storedDateSchema,
  holiday: z.string().nullable(),
  office: z.number().int().min(0),
  wfh: z.number().int().min(0),
  field: z.number().int().min(0),
  leave: z.number().int().min(0),
  working: z.number().int().min(0),
  officePercent: z.number().min(0).max(100).nullable(),
  wfhPercent: z.number().min(0).max(100).nullable(),
  fieldPercent: z.number().min(0).max(100).nullable(),
});
export type WorkModeDay = z.infer<typeof workModeDaySchema>;

/** GET /v2/overview/work-modes/week: the company's working days of the current week (Monday to Friday by default). */
export const workModeWeekSchema = z.object({
  weekStart: storedDateSchema,
  total: z.number().int().min(0),
  days: z.array(workModeDaySchema),
});
export type WorkModeWeek = z.infer<typeof workModeWeekSchema>;

export const awayPeerSchema = projectPersonSchema.extend({ halfDay: z.boolean() });
export type AwayPeer = z.infer<typeof awayPeerSchema>;

/** One day of next week: who is away on approved leave; on a public holiday everyone is. */
export const availabilityDaySchema = z.object({
  day: storedDateSchema,
  holiday: z.string().nullable(),
  available: z.number().int().min(0),
  away: z.number().int().min(0),
  /** The peers on approved leave that day (empty on a holiday: then everyone is away). */
  awayPeers: z.array(awayPeerSchema),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** GET /v2/overview/availability/next-week: the company's working days of the coming week. */
export const nextWeekAvailabilitySchema = z.object({
  weekStart: storedDateSchema,
  total: z.number().int().min(0),
  days: z.array(availabilityDaySchema),
});
export type NextWeekAvailability = z.infer<typeof nextWeekAvailabilitySchema>;

/** What a pager needs beside a project widget's page (optional: an API before contract 2.10 sends none). */
const widgetPagerShape = {
  page: z.number().int().min(1).optional(),
  perPage: z.number().int().min(1).optional(),
  totalPages: z.number().int().min(0).optional(),
};

/** One of the visible projects In Progress (GET /v2/overview/projects/ongoing). */
export const ongoingProjectSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The project score (docs/projects.md): mean of the last 6 closed sprints, else the current sprint's. */
  score: z.number().nullable(),
  startDate: storedDateSchema,
  /** The end date, or for a recurring project the start plus its recurring months. */
  estimatedDelivery: storedDateSchema.nullable(),
  /** Managers first, then members, each once. */
  team: z.array(projectPersonSchema),
});
export type OngoingProject = z.infer<typeof ongoingProjectSchema>;
/** GET /v2/overview/projects/ongoing?page=&perPage=: a page of them by name; `total` counts them all. */
export const ongoingProjectsSchema = z.object({
  items: z.array(ongoingProjectSchema),
  total: z.number().int().min(0),
  ...widgetPagerShape,
});
export type OngoingProjects = z.infer<typeof ongoingProjectsSchema>;

/** A visible project with live work: its in-progress and stuck tasks in sprints not yet closed. */
export const activityProjectSchema = z.object({
  _id: idSchema,
  name: z.string(),
  inProgressTasks: z.number().int().min(0),
  stuckTasks: z.number().int().min(0),
});
export type ActivityProject = z.infer<typeof activityProjectSchema>;

/**
 * GET /v2/overview/projects/activity?page=&perPage=: `inProgress` = projects with at least one in-progress task,
 * `stuck` = projects with at least one stuck task (a project can be both), both over every such project;
 * `projects` is a page of them, most stuck first, and `total` how many there are.
 */
export const activitySummarySchema = z.object({
  inProgress: z.number().int().min(0),
  stuck: z.number().int().min(0),
  projects: z.array(activityProjectSchema),
  /** How many projects there are (optional: an API before contract 2.10 sends none, and every project). */
  total: z.number().int().min(0).optional(),
  ...widgetPagerShape,
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/** Planned = the sprint's tasks, actual = those completed; frozen when the sprint closed. */
export const sprintTaskCountSchema = z.object({
  sprintId: idSchema,
  number: z.number().int(),
  name: z.string(),
  startDate: storedDateSchema,
  endDate: storedDateSchema,
  planned: z.number().int().min(0),
  actual: z.number().int().min(0),
  closed: z.boolean(),
});
export type SprintTaskCount = z.infer<typeof sprintTaskCountSchema>;
export const plannedVsActualSchema = z.object({
  projectId: idSchema,
  from: storedDateSchema,
  to: storedDateSchema,
  sprints: z.array(sprintTaskCountSchema),
});
export type PlannedVsActual = z.infer<typeof plannedVsActualSchema>;

export const KARMA_PERIODS = ['week', 'month', 'quarter', 'all'] as const;
export type KarmaPeriod = (typeof KARMA_PERIODS)[number];
export const KARMA_PERIOD_LABELS: Record<KarmaPeriod, string> = {
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  all: 'All time',
};
export const LEADERBOARD_SIZE = 10;

/** A ranked peer: points summed over the period; equal points share a rank (1, 1, 3). */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  _id: idSchema,
  name: z.string(),
  profilePic: z.string().nullable(),
  jobRole: optionRefSchema.nullable(),
  points: z.number().min(0),
  awards: z.number().int().min(0),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
/** The top 10; `from`/`to` are the days counted (null for all time). */
export const leaderboardSchema = z.object({
  from: storedDateSchema.nullable(),
  to: storedDateSchema.nullable(),
  items: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
