import { z } from 'zod';
import { idSchema, isoDateSchema, pageNumberSchema, pageSizeSchema } from './common.js';
import { KARMA_PERIODS } from './overview.js';

/*
 * The Overview's query schemas, which the API checks its questions with: in the main entry and not the first page's
 * (first-page.ts), which every app downloads before the Overview shows and which holds the answers' schemas.
 */

/**
 * The two project widgets answer a page when asked for one (`perPage` 10, 20 or 40; the cards ask for 10): an admin
 * of a large company may see thousands of projects, and the card shows a few with a pager and the total. Without
 * `perPage`, every project on one page, as a client before contract 2.10 expects. Their exports hold every row.
 */
export const overviewPageQuerySchema = z.object({ page: pageNumberSchema, perPage: pageSizeSchema.optional() });
export type OverviewPageQuery = z.input<typeof overviewPageQuerySchema>;

/** Checks that `to` is not before `from` when both are given. */
export function fromBeforeTo(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (value.from && value.to && value.to < value.from)
    context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
}

/** GET /v2/overview/planned-vs-actual?projectId=&from=&to=: sprints overlapping the period (default: the last 3 months and the next). */
export const plannedVsActualQueryShape = {
  projectId: idSchema,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};
export const plannedVsActualQuerySchema = z.object(plannedVsActualQueryShape).superRefine(fromBeforeTo);
export type PlannedVsActualQuery = z.input<typeof plannedVsActualQuerySchema>;

/**
 * GET /v2/overview/karma-leaderboard?period=&from=&to=&jobRoleId=: `from` and `to` (both, inclusive days)
 * replace the period; the default period is this month.
 */
export const leaderboardQueryShape = {
  period: z.enum(KARMA_PERIODS, { message: 'must be week, month, quarter or all' }).default('month'),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  jobRoleId: idSchema.optional(),
};
/** Both ends of a custom period or neither, in order (the leaderboard and its export). */
export function leaderboardDays(
  value: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.from && !value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'is required with from' });
  if (value.to && !value.from) context.addIssue({ code: 'custom', path: ['from'], message: 'is required with to' });
  fromBeforeTo(value, context);
}
export const leaderboardQuerySchema = z.object(leaderboardQueryShape).superRefine(leaderboardDays);
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;
