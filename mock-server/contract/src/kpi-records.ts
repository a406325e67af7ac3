import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, storedDateSchema, wholeIfInRange } from './common.js';
import { monthSchema, profitPercentSchema } from './kpi.js';

/**
 * The records behind a project's KPI page (issue #10): revenue milestones and change requests,
 * profitability snapshots, eNPS survey responses, client contacts and feedback (cNPS), thought
 * leadership. Each is created, replaced (PUT) and deleted by id; the id alone decides which record changes.
 */

const money = z
  .number({ message: 'must be a number' })
  .min(0, { message: 'must be 0 or more' })
  .max(1_000_000_000_000, { message: 'is too large' });
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
const requiredText = (max: number) => text(max).min(1, { message: 'is required' });
const percent0to100 = z
  .number({ message: 'must be a number' })
  .min(0, { message: 'must be between 0 and 100' })
  .max(100, { message: 'must be between 0 and 100' });
const score0to10 = z
  .number({ message: 'must be a number' })
  .min(0, { message: 'must be between 0 and 10' })
  .max(10, { message: 'must be between 0 and 10' })
  .int(wholeIfInRange('must be a whole number'));
const httpUrl = z
  .string()
  .trim()
  .max(500, { message: 'must be at most 500 characters', abort: true })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'must be a link starting with http:// or https://',
  });
const stamps = { createdAt: isoDateTimeSchema, updatedAt: isoDateTimeSchema };

/** An amount per month, for the charts. */
export const monthAmountSchema = z.object({ month: monthSchema, planned: z.number(), paid: z.number() });

// ── Revenue: milestones ────────────────────────────────────────────────────────────────────────────
export const MILESTONE_STATUS_VALUES = ['planned', 'raised', 'paid', 'cancelled'] as const;
export const milestoneStatusSchema = z.enum(MILESTONE_STATUS_VALUES);

/** Raised needs the actual raise date; paid needs it and the paid-on date, not before it. */
export const milestoneBodySchema = z
  .object({
    name: requiredText(120),
    amount: money,
    plannedRaiseDate: isoDateSchema,
    actualRaiseDate: isoDateSchema.nullable().optional(),
    paidOn: isoDateSchema.nullable().optional(),
    status: milestoneStatusSchema,
  })
  .superRefine((body, context) => {
    if ((body.status === 'raised' || body.status === 'paid') && !body.actualRaiseDate) {
      context.addIssue({
        code: 'custom',
        path: ['actualRaiseDate'],
        message: 'is required once the invoice is raised',
      });
    }
    if (body.status === 'paid' && !body.paidOn)
      context.addIssue({ code: 'custom', path: ['paidOn'], message: 'is required for a paid milestone' });
    if (body.paidOn && body.status !== 'paid')
      context.addIssue({ code: 'custom', path: ['status'], message: 'must be paid when a paid-on date is given' });
    if (body.paidOn && body.actualRaiseDate && body.paidOn < body.actualRaiseDate) {
      context.addIssue({ code: 'custom', path: ['paidOn'], message: 'must not be before the actual raise date' });
    }
  });
export type MilestoneBody = z.infer<typeof milestoneBodySchema>;

export const milestoneSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  name: z.string(),
  /** Amounts: level3 and this project's managers only; a member sees the milestone without it (docs/privacy.md). */
  amount: z.number().optional(),
  plannedRaiseDate: storedDateSchema,
  actualRaiseDate: storedDateSchema.nullable(),
  paidOn: storedDateSchema.nullable(),
  status: milestoneStatusSchema,
  ...stamps,
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestoneListSchema = z.object({
  items: z.array(milestoneSchema),
  byMonth: z.array(monthAmountSchema).optional(),
});
export type MilestoneList = z.infer<typeof milestoneListSchema>;

// ── Revenue: change requests ───────────────────────────────────────────────────────────────────────
export const CHANGE_REQUEST_STATUS_VALUES = ['proposed', 'approved', 'rejected'] as const;
export const changeRequestBodySchema = z.object({
  title: requiredText(120),
  description: text(2000).default(''),
  amount: money,
  raisedOn: isoDateSchema,
  status: z.enum(CHANGE_REQUEST_STATUS_VALUES),
});
export type ChangeRequestBody = z.infer<typeof changeRequestBodySchema>;
export const changeRequestSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  title: z.string(),
  description: z.string(),
  /** As a milestone's amount. */
  amount: z.number().optional(),
  raisedOn: storedDateSchema,
  status: z.enum(CHANGE_REQUEST_STATUS_VALUES),
  ...stamps,
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
export const changeRequestListSchema = z.object({ items: z.array(changeRequestSchema) });

// ── Profitability ──────────────────────────────────────────────────────────────────────────────────
export const profitabilityBodySchema = z.object({
  asOn: isoDateSchema,
  completionPercent: percent0to100,
  currentProfitPercent: profitPercentSchema,
  targetProfitPercent: profitPercentSchema,
  note: text(500).default(''),
});
export type ProfitabilityBody = z.infer<typeof profitabilityBodySchema>;
export const profitabilitySchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  asOn: storedDateSchema,
  completionPercent: z.number(),
  /** Profitability: level3 and this project's managers only (docs/privacy.md). */
  currentProfitPercent: z.number().optional(),
  targetProfitPercent: z.number().optional(),
  note: z.string(),
  ...stamps,
});
export type Profitability = z.infer<typeof profitabilitySchema>;
export const profitabilityListSchema = z.object({ items: z.array(profitabilitySchema) });

// ── eNPS survey ────────────────────────────────────────────────────────────────────────────────────
export const enpsAnswerSchema = z.object({ question: requiredText(200), score: score0to10 });
export const enpsResponseBodySchema = z
  .object({
    surveyedOn: isoDateSchema,
    /** Answer sheets are anonymous (docs/privacy.md): no respondent is taken or stored; a comment may come with the scores. */
    comment: text(500).default(''),
    answers: z
      .array(enpsAnswerSchema)
      .min(1, { message: 'must have at least one answer' })
      .max(20, { message: 'must have at most 20 answers' }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.answers.forEach((answer, index) => {
      const key = answer.question.toLowerCase();
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['answers', index, 'question'],
          message: 'is asked twice in this response',
        });
      seen.add(key);
    });
  });
export type EnpsResponseBody = z.infer<typeof enpsResponseBodySchema>;
export const enpsResponseSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  surveyedOn: storedDateSchema,
  /** Scores and a comment, never a name (docs/privacy.md). */
  comment: z.string(),
  answers: z.array(z.object({ question: z.string(), score: z.number().int() })),
  ...stamps,
});
export type EnpsResponse = z.infer<typeof enpsResponseSchema>;

/** eNPS results show only when at least this many answer sheets are behind them (as 360 feedback's reviewers). */
export const MIN_ENPS_RESPONSES = 3;

/**
 * The standard score of a set of 0–10 answers: % of 9–10 minus % of 0–6. For eNPS, fewer than
 * MIN_ENPS_RESPONSES answer sheets behind a group leave out the split and give `nps: null`.
 */
export const npsBreakdownSchema = z.object({
  nps: z.number().min(-100).max(100).nullable(),
  promoters: z.number().int().optional(),
  passives: z.number().int().optional(),
  detractors: z.number().int().optional(),
  total: z.number().int(),
  /** Answer sheets behind this group (eNPS only). */
  responses: z.number().int().optional(),
});
export type NpsBreakdown = z.infer<typeof npsBreakdownSchema>;
export const enpsResponseListSchema = z.object({
  items: z.array(enpsResponseSchema),
  overall: npsBreakdownSchema,
  byQuestion: z.array(npsBreakdownSchema.extend({ question: z.string() })),
  byMonth: z.array(npsBreakdownSchema.extend({ month: monthSchema })),
});
export type EnpsResponseList = z.infer<typeof enpsResponseListSchema>;

// ── cNPS: client contacts and feedback ─────────────────────────────────────────────────────────────
export const clientContactBodySchema = z.object({
  name: requiredText(120),
  // the length check stops validation: this pattern backtracks quadratically on a long string (issue #28)
  email: z
    .string()
    .trim()
    .max(254, { message: 'must be at most 254 characters', abort: true })
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      message: 'must be a valid email address',
    })
    .default(''),
  title: text(120).default(''),
  phone: text(40).default(''),
});
export type ClientContactBody = z.infer<typeof clientContactBodySchema>;
export const clientContactSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  name: z.string(),
  email: z.string(),
  title: z.string(),
  phone: z.string(),
  ...stamps,
});
export type ClientContact = z.infer<typeof clientContactSchema>;
export const clientContactListSchema = z.object({ items: z.array(clientContactSchema) });

/** Suggested improvement areas; free text is accepted too. */
export const IMPROVEMENT_AREAS = [
  'Communication',
  'Quality',
  'Timeliness',
  'Responsiveness',
  'Documentation',
  'Estimation',
  'Pricing',
] as const;
export const clientFeedbackBodySchema = z.object({
  contactId: idSchema.nullable().optional(),
  receivedOn: isoDateSchema,
  rating: score0to10,
  improvementAreas: z.array(requiredText(40)).max(8, { message: 'must have at most 8 areas' }).default([]),
  comment: text(2000).default(''),
});
export type ClientFeedbackBody = z.infer<typeof clientFeedbackBodySchema>;
export const clientFeedbackSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  contact: z.object({ _id: idSchema, name: z.string() }).nullable(),
  receivedOn: storedDateSchema,
  rating: z.number().int(),
  improvementAreas: z.array(z.string()),
  comment: z.string(),
  ...stamps,
});
export type ClientFeedback = z.infer<typeof clientFeedbackSchema>;
export const clientFeedbackListSchema = z.object({
  items: z.array(clientFeedbackSchema),
  overall: npsBreakdownSchema,
  byMonth: z.array(npsBreakdownSchema.extend({ month: monthSchema })),
});
export type ClientFeedbackList = z.infer<typeof clientFeedbackListSchema>;

// ── Thought leadership ─────────────────────────────────────────────────────────────────────────────
export const thoughtLeadershipBodySchema = z.object({
  title: requiredText(160),
  domain: requiredText(80),
  teammateIds: z.array(idSchema).max(20, { message: 'must have at most 20 teammates' }).default([]),
  link: httpUrl.default(''),
  imageUrl: httpUrl.default(''),
  description: text(4000).default(''),
  publishedOn: isoDateSchema,
});
export type ThoughtLeadershipBody = z.infer<typeof thoughtLeadershipBodySchema>;
export const thoughtLeadershipSchema = z.object({
  _id: idSchema,
  projectId: idSchema,
  title: z.string(),
  domain: z.string(),
  teammates: z.array(z.object({ _id: idSchema, name: z.string() })),
  link: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  publishedOn: storedDateSchema,
  ...stamps,
});
export type ThoughtLeadership = z.infer<typeof thoughtLeadershipSchema>;
export const thoughtLeadershipListSchema = z.object({ items: z.array(thoughtLeadershipSchema) });

/** People a record may name (thought-leadership teammates): the company's active peers. */
export const kpiPeopleSchema = z.object({
  items: z.array(z.object({ _id: idSchema, name: z.string(), onProject: z.boolean() })),
});
export type KpiPeople = z.infer<typeof kpiPeopleSchema>;
