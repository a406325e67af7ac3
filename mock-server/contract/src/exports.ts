import { z } from 'zod';
import { exportFormatSchema } from './export-format.js';
import { firstPagePaths } from './first-page-paths.js';
import { availabilityQuerySchema, readyToOnboardQuerySchema } from './availability.js';
import { backlogQuerySchema } from './backlog.js';
import { projectKpiListQuerySchema } from './kpi.js';
import { KPI_RECORD_KINDS, type KpiRecordKind } from './kpi-record-kinds.js';
import { feedbackReportQueryShape, feedbackReportRange } from './peer-feedback.js';
import { fromBeforeTo, leaderboardDays, leaderboardQueryShape, plannedVsActualQueryShape } from './overview-queries.js';
import { listProjectsQuerySchema } from './first-page-queries.js';
import { listTasksQuerySchema } from './tasks.js';
import { projectTasksQuerySchema } from './views.js';

/**
 * The task lists' exports (docs/api.md "Exports"), beside their schemas rather than in `apiPaths`: the
 * sign-in page carries `apiPaths`, and nothing there reads these. Each takes its list's own query without
 * the paging, and `format` (csv, the default, or xlsx); the older exports' paths stay in `apiPaths`.
 */
export const exportPaths = {
  /** GET sprintTasksExportQuerySchema → the sprint's tasks on a tab, every page (the Tasks screen). */
  sprintTasks: (id: string) => `/v2/sprints/${id}/tasks/export`,
  /** GET backlogExportQuerySchema → the project's backlog by rank, every page. */
  backlog: (id: string) => `/v2/projects/${id}/backlog/export`,
  /** GET projectTasksExportQuerySchema → the All tasks view's filters and sort, every page. */
  projectTasks: (id: string) => `/v2/projects/${id}/tasks/export`,
  /** GET exportFormatQuerySchema → a closed sprint's report: its tasks by part (completed, spilled, added). */
  sprintReport: (id: string) => `/v2/sprints/${id}/report/export`,
  /** GET exportFormatQuerySchema → a current or closed sprint's burndown: a row per working day, in hours. */
  sprintBurndown: (id: string) => `/v2/sprints/${id}/burndown/export`,
  /** GET availabilityExportQuerySchema → People Availability (level3): a row per peer, a column per week. */
  availability: '/v2/availability/export',
  /** GET readyToOnboardExportQuerySchema → who is ready to onboard (level3), every page. */
  readyToOnboard: '/v2/availability/ready-to-onboard/export',
  /** GET projectKpisExportQuerySchema → the KPI screen's projects table of a month, every page. */
  projectKpis: '/v2/kpis/projects/export',
  /**
   * GET exportFormatQuerySchema → one kind of record on a project's KPI page (milestones, change requests,
   * profitability, eNPS answer sheets, client contacts and feedback, thought leadership), as its table.
   */
  kpiRecords: (kind: KpiRecordKind, projectId: string) => `${KPI_RECORD_KINDS[kind].paths.list(projectId)}/export`,
  /**
   * The Overview's widgets that show a table or a list, each as its own file with the card's filters: its
   * endpoint's path and `/export` (the Overview's cards build the same from `firstPagePaths`).
   */
  overview: {
    /** GET leaderboardExportQuerySchema → the top 10 by karma over the card's period and job role. */
    leaderboard: `${firstPagePaths.overview.leaderboard}/export`,
    /** GET exportFormatQuerySchema → the visible projects In Progress, their team named. */
    ongoingProjects: `${firstPagePaths.overview.ongoingProjects}/export`,
    /** GET exportFormatQuerySchema → the visible projects with in-progress or stuck tasks. */
    activity: `${firstPagePaths.overview.activity}/export`,
    /** GET plannedVsActualExportQuerySchema → one project's sprints over the period: planned vs completed. */
    plannedVsActual: `${firstPagePaths.overview.plannedVsActual}/export`,
    /** GET exportFormatQuerySchema → next week's working days: available, away and who. */
    nextWeek: `${firstPagePaths.overview.nextWeek}/export`,
    /** GET exportFormatQuerySchema → this week's working days by work mode. */
    week: `${firstPagePaths.overview.week}/export`,
  },
  /** GET feedbackReportExportQuerySchema → a peer's 360 report (level3): a row per month, then overall. */
  feedbackReport: '/v2/reviews/export',
} as const;

/** An export with nothing to choose but its format. */
export const exportFormatQuerySchema = z.object({ format: exportFormatSchema });
export type ExportFormatQuery = z.input<typeof exportFormatQuerySchema>;

export const sprintTasksExportQuerySchema = listTasksQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type SprintTasksExportQuery = z.input<typeof sprintTasksExportQuerySchema>;

export const backlogExportQuerySchema = backlogQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type BacklogExportQuery = z.input<typeof backlogExportQuerySchema>;

export const projectTasksExportQuerySchema = projectTasksQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type ProjectTasksExportQuery = z.input<typeof projectTasksExportQuerySchema>;

export const availabilityExportQuerySchema = availabilityQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type AvailabilityExportQuery = z.input<typeof availabilityExportQuerySchema>;

export const readyToOnboardExportQuerySchema = readyToOnboardQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type ReadyToOnboardExportQuery = z.input<typeof readyToOnboardExportQuerySchema>;

export const projectKpisExportQuerySchema = projectKpiListQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: exportFormatSchema });
export type ProjectKpisExportQuery = z.input<typeof projectKpisExportQuerySchema>;

export const feedbackReportExportQuerySchema = z
  .object({ ...feedbackReportQueryShape, format: exportFormatSchema })
  .superRefine(feedbackReportRange);
export type FeedbackReportExportQuery = z.input<typeof feedbackReportExportQuerySchema>;

/** GET /v2/projects/export.csv: the list's filter and sort, every page (paging is ignored), as CSV or XLSX. */
export const exportProjectsQuerySchema = listProjectsQuerySchema.extend({ format: exportFormatSchema });
export type ExportProjectsQuery = z.input<typeof exportProjectsQuerySchema>;

export const leaderboardExportQuerySchema = z
  .object({ ...leaderboardQueryShape, format: exportFormatSchema })
  .superRefine(leaderboardDays);
export type LeaderboardExportQuery = z.input<typeof leaderboardExportQuerySchema>;

export const plannedVsActualExportQuerySchema = z
  .object({ ...plannedVsActualQueryShape, format: exportFormatSchema })
  .superRefine(fromBeforeTo);
export type PlannedVsActualExportQuery = z.input<typeof plannedVsActualExportQuerySchema>;
