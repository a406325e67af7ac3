import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  MAX_REPORT_DAYS,
  rangeIssue,
  requiredOr,
  storedDateSchema,
  wholeIfInRange,
} from './common.js';
import { optionRefSchema } from './options.js';

/** The five parameters of 360 feedback (the screens' docs in docs/), each scored 1–5. */
export const FEEDBACK_PARAMETERS = ['dependability', 'impact', 'teamplay', 'competence', 'ownership'] as const;
export type FeedbackParameter = (typeof FEEDBACK_PARAMETERS)[number];

/** Averages are shown only when at least this many distinct reviewers stand behind them. */
export const MIN_DISTINCT_REVIEWERS = 3;

const scoreSchema = z
  .number({ error: requiredOr('must be a number from 1 to 5') })
  .min(1, { message: 'must be from 1 to 5' })
  .max(5, { message: 'must be from 1 to 5' })
  .int(wholeIfInRange('must be a whole number from 1 to 5'));

/** POST /v2/reviews: rate a project mate, once per mate, project and calendar month. */
export const createReviewBodySchema = z
  .object({
    revieweeId: idSchema,
    projectId: idSchema,
    dependability: scoreSchema,
    impact: scoreSchema,
    teamplay: scoreSchema,
    competence: scoreSchema,
    ownership: scoreSchema,
    comment: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(1000, { message: 'must be at most 1000 characters' })
      .default(''),
  })
  .strict();
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/** What the reviewer gets back: their own review (the reviewee never sees who wrote it). */
export const reviewSchema = z.object({
  _id: idSchema,
  revieweeId: idSchema,
  projectId: idSchema,
  month: z.string().regex(/^\d{4}-\d{2}$/),
  dependability: z.number().int(),
  impact: z.number().int(),
  teamplay: z.number().int(),
  competence: z.number().int(),
  ownership: z.number().int(),
  comment: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const feedbackAveragesSchema = z.object({
  dependability: z.number(),
  impact: z.number(),
  teamplay: z.number(),
  competence: z.number(),
  ownership: z.number(),
});
export type FeedbackAverages = z.infer<typeof feedbackAveragesSchema>;

/**
 * Averages behind a threshold: `averages` is null, and the counts are left out, unless at least
 * MIN_DISTINCT_REVIEWERS distinct people reviewed (docs/privacy.md): "1 reviewer · 1 review" behind a
 * reviewer filter would tell who reviewed whom. Never a reviewer's name or id.
 */
export const feedbackSummarySchema = z.object({
  reviewCount: z.number().int().min(0).optional(),
  reviewerCount: z.number().int().min(MIN_DISTINCT_REVIEWERS).optional(),
  averages: feedbackAveragesSchema.nullable(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackMonthSchema = feedbackSummarySchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type FeedbackMonth = z.infer<typeof feedbackMonthSchema>;

/** Overall and per month (every month of the range, oldest first). */
export const feedbackReportSchema = z.object({
  revieweeId: idSchema,
  from: storedDateSchema,
  to: storedDateSchema,
  minReviewers: z.number().int(),
  overall: feedbackSummarySchema,
  monthly: z.array(feedbackMonthSchema),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;

const rangeFields = {
  /** Default: the first day of the month five months back (six months with this one). */
  from: isoDateSchema.optional(),
  /** Default: today. */
  to: isoDateSchema.optional(),
};

/** A report walks its range month by month: two years at most (the server checks it after the defaults too). */
export function feedbackReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) {
  const span = rangeIssue(query.from, query.to, MAX_REPORT_DAYS, 'two years', 'from');
  if (span) context.addIssue({ code: 'custom', path: ['to'], message: span });
}

/** GET /v2/reviews (level3): anyone's 360 report, filtered. */
export const feedbackReportQueryShape = {
  revieweeId: idSchema,
  projectId: idSchema.optional(),
  reviewerJobRoleId: idSchema.optional(),
  reviewerId: idSchema.optional(),
  ...rangeFields,
};
export const feedbackReportQuerySchema = z.object(feedbackReportQueryShape).superRefine(feedbackReportRange);
export type FeedbackReportQuery = z.input<typeof feedbackReportQuerySchema>;

/** GET /v2/reviews/mine: the caller's own report. */
export const myFeedbackQuerySchema = z
  .object({ projectId: idSchema.optional(), ...rangeFields })
  .superRefine(feedbackReportRange);
export type MyFeedbackQuery = z.input<typeof myFeedbackQuerySchema>;

/** GET /v2/reviews/mates: who the caller may rate, on which projects, and whether done this month. */
export const reviewMateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  profilePic: z.string().nullable(),
  jobRole: optionRefSchema.nullable(),
  projects: z.array(z.object({ _id: idSchema, name: z.string(), reviewedThisMonth: z.boolean() })),
});
export type ReviewMate = z.infer<typeof reviewMateSchema>;
export const reviewMatesSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  items: z.array(reviewMateSchema),
});
export type ReviewMates = z.infer<typeof reviewMatesSchema>;
