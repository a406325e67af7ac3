import { z } from 'zod';
import { exportFormatSchema } from './export-format.js';
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

/**
 * Leave (the screens' docs in docs/ "Leave", issue #11): requests, approvals with team coverage, balances from a
 * per-company policy, the report (JSON and CSV) and the colleagues' consensus through signed links.
 */

export const LEAVE_TYPE_VALUES = ['annual', 'sick', 'unpaid', 'other'] as const;
export const leaveTypeSchema = z.enum(LEAVE_TYPE_VALUES, {
  error: requiredOr('must be annual, sick, unpaid or other'),
});
export type LeaveTypeValue = z.infer<typeof leaveTypeSchema>;
export const LEAVE_STATUS_VALUES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const leaveStatusSchema = z.enum(LEAVE_STATUS_VALUES);

/** A request no longer waiting for a decision (approved, rejected or cancelled): colleagues' views no longer count. */
export function isLeaveDecided(status: (typeof LEAVE_STATUS_VALUES)[number]): boolean {
  return status !== 'pending';
}
export type LeaveStatusValue = z.infer<typeof leaveStatusSchema>;

export const CONSENSUS_ANSWERS = ['all_good', 'can_manage', 'discuss'] as const;
export const consensusAnswerSchema = z.enum(CONSENSUS_ANSWERS, { message: 'must be all_good, can_manage or discuss' });
export type ConsensusAnswer = z.infer<typeof consensusAnswerSchema>;
/** The words `/consensus` shows for each answer (the issue's wording). */
export const CONSENSUS_ANSWER_LABELS: Record<ConsensusAnswer, string> = {
  all_good: 'Ok, all good!',
  can_manage: 'Ok, can manage. Yet, can it be reconsidered?',
  discuss: 'Bit unsure. Can we please discuss this?',
};

const peerRefSchema = z.object({ _id: idSchema, name: z.string() });

export const leaveRequestSchema = z.object({
  _id: idSchema,
  peer: peerRefSchema,
  type: leaveTypeSchema,
  fromDate: storedDateSchema,
  toDate: storedDateSchema,
  halfDayStart: z.boolean(),
  halfDayEnd: z.boolean(),
  reason: z.string(),
  /** Working days: days outside the company's working week and its public holidays are not counted; half days count 0.5. */
  days: z.number().min(0),
  status: leaveStatusSchema,
  decidedBy: peerRefSchema.nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
  decisionNote: z.string(),
  createdAt: isoDateTimeSchema,
  /** The caller may cancel it (own, pending or approved, not started yet). */
  canCancel: z.boolean(),
  /** The caller may approve or reject it (an approver of that peer, still pending). */
  canDecide: z.boolean(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveRequestsQuerySchema = z.object({
  /** mine: the caller's own requests; approvals: the requests the caller may decide (level2, level3). */
  scope: z.enum(['mine', 'approvals'], { message: 'must be mine or approvals' }).default('mine'),
  status: leaveStatusSchema.optional(),
});
export type LeaveRequestsQuery = z.infer<typeof leaveRequestsQuerySchema>;
export const leaveRequestListSchema = z.object({ items: z.array(leaveRequestSchema) });
export type LeaveRequestList = z.infer<typeof leaveRequestListSchema>;

/** A leave request spans at most a year (leap day included): a longer absence is several requests. */
export const MAX_LEAVE_DAYS = 366;

export const createLeaveRequestBodySchema = z
  .object({
    type: leaveTypeSchema,
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    halfDayStart: z.boolean().default(false),
    halfDayEnd: z.boolean().default(false),
    reason: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(500, { message: 'must be at most 500 characters' })
      .default(''),
  })
  .superRefine((body, context) => {
    // a request is walked day by day (working days, coverage, balances): a year at most
    const span = rangeIssue(body.fromDate, body.toDate, MAX_LEAVE_DAYS, 'one year');
    if (span) context.addIssue({ code: 'custom', path: ['toDate'], message: span });
    if (body.fromDate === body.toDate && body.halfDayStart && body.halfDayEnd) {
      context.addIssue({
        code: 'custom',
        path: ['halfDayEnd'],
        message: 'a one-day request takes one half day at most',
      });
    }
  });
export type CreateLeaveRequestBody = z.input<typeof createLeaveRequestBodySchema>;

export const leaveBalanceSchema = z.object({
  type: leaveTypeSchema,
  /** null: no yearly limit (unpaid leave). */
  entitled: z.number().nullable(),
  carriedOver: z.number(),
  used: z.number(),
  pending: z.number(),
  /** entitled + carriedOver − used; null when unlimited. */
  remaining: z.number().nullable(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;
export const leaveBalancesQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'must be a year' })
    .min(2000, { message: 'must be a year' })
    .max(2100, { message: 'must be a year' })
    .int(wholeIfInRange('must be a year'))
    .optional(),
  /** Someone else's balances: level3 anyone's, level2 the people of the projects they manage (docs/privacy.md). */
  userId: idSchema.optional(),
});
export const leaveBalancesSchema = z.object({ year: z.number().int(), items: z.array(leaveBalanceSchema) });
export type LeaveBalances = z.infer<typeof leaveBalancesSchema>;

/** Half-day steps from 0 to a year's days: what `numeric(5,1)` stores and a person can take. */
const policyDaysSchema = z
  .number({ error: requiredOr('must be a number of days') })
  .min(0, { message: 'must be 0 or more' })
  .max(366, { message: 'must be at most 366' })
  .refine((days) => Number.isInteger(days * 2), { message: 'must be a whole or half day' });

export const leavePolicyEntrySchema = z.object({
  type: leaveTypeSchema,
  /** null: no yearly limit. */
  daysPerYear: policyDaysSchema.nullable(),
  /** How many unused days of last year's allowance carry into this year. */
  carryOverCap: policyDaysSchema,
});
export type LeavePolicyEntry = z.infer<typeof leavePolicyEntrySchema>;
export const leavePolicySchema = z.object({ items: z.array(leavePolicyEntrySchema), canEdit: z.boolean() });
export type LeavePolicy = z.infer<typeof leavePolicySchema>;

/** The company's whole policy at once: each type exactly once, a cap no larger than the allowance. */
export const leavePolicyBodySchema = z
  .object({ items: z.array(leavePolicyEntrySchema, { error: requiredOr('must be a list of leave types') }) })
  .superRefine((body, context) => {
    for (const type of LEAVE_TYPE_VALUES) {
      const count = body.items.filter((item) => item.type === type).length;
      if (count !== 1)
        context.addIssue({ code: 'custom', path: ['items'], message: `must name ${type} leave exactly once` });
    }
    body.items.forEach((item, index) => {
      if (item.daysPerYear !== null && item.carryOverCap > item.daysPerYear) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'carryOverCap'],
          message: 'must not exceed the days per year',
        });
      }
    });
  });
export type LeavePolicyBody = z.infer<typeof leavePolicyBodySchema>;

/** What a new request leaves of its type's balance: a negative figure needs the approver's confirmation. */
export const createLeaveResponseSchema = z.object({
  request: leaveRequestSchema,
  balanceAfter: z.number().nullable(),
  warning: z.string().nullable(),
});
export type CreateLeaveResponse = z.infer<typeof createLeaveResponseSchema>;

export const leaveDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'must be approve or reject' }),
  note: z.string().trim().max(500, { message: 'must be at most 500 characters' }).default(''),
  /** Needed to approve a request that takes its type's balance below zero. */
  confirmOverdraw: z.boolean().default(false),
});
export type LeaveDecisionBody = z.input<typeof leaveDecisionBodySchema>;

export const coverageSchema = z.object({
  request: leaveRequestSchema,
  /** Balance of the request's type once it is approved (null: unlimited). */
  balanceAfter: z.number().nullable(),
  projects: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      teamSize: z.number().int(),
      /** Others of this team away (approved or pending) on at least one day of the request. */
      /** `type` is left out for a peer whose leave details the caller may not see (docs/privacy.md). */
      away: z.array(
        z.object({
          peer: peerRefSchema,
          fromDate: storedDateSchema,
          toDate: storedDateSchema,
          status: leaveStatusSchema,
          type: leaveTypeSchema.optional(),
        }),
      ),
      /** Share of the team still at work on the busiest day if this request is approved, 0–100. */
      presentPercent: z.number().min(0).max(100),
    }),
  ),
  answers: z.array(z.object({ peer: peerRefSchema, answer: consensusAnswerSchema, answeredAt: isoDateTimeSchema })),
});
export type Coverage = z.infer<typeof coverageSchema>;

const leaveReportQueryShape = {
  from: isoDateSchema,
  to: isoDateSchema,
  projectId: idSchema.optional(),
  userId: idSchema.optional(),
};
const reportSpan = (query: { from: string; to: string }, context: z.RefinementCtx) => {
  const span = rangeIssue(query.from, query.to, MAX_REPORT_DAYS, 'two years', 'from');
  if (span) context.addIssue({ code: 'custom', path: ['to'], message: span });
};
export const leaveReportQuerySchema = z.object(leaveReportQueryShape).superRefine(reportSpan);
export type LeaveReportQuery = z.infer<typeof leaveReportQuerySchema>;
/** GET /v2/leave/report.csv: the report's query and the file's format (CSV or XLSX). */
export const leaveReportExportQuerySchema = z
  .object({ ...leaveReportQueryShape, format: exportFormatSchema })
  .superRefine(reportSpan);
export type LeaveReportExportQuery = z.input<typeof leaveReportExportQuerySchema>;

const byTypeSchema = z.object({
  annual: z.number(),
  sick: z.number(),
  unpaid: z.number(),
  other: z.number(),
  total: z.number(),
});
export type DaysByType = z.infer<typeof byTypeSchema>;
/**
 * Days off where the split by type may be left out: a peer whose leave details the caller may not see
 * (docs/privacy.md, "someone else's leave") shows as days away only, `total`.
 */
const maybeByTypeSchema = byTypeSchema.partial({ annual: true, sick: true, unpaid: true, other: true });
export type MaybeDaysByType = z.infer<typeof maybeByTypeSchema>;
export const leaveReportSchema = z.object({
  /** One row per peer and month (YYYY-MM) with approved days off in the range. */
  rows: z.array(z.object({ peer: peerRefSchema, month: z.string().regex(/^\d{4}-\d{2}$/) }).merge(maybeByTypeSchema)),
  /** The split by type only when the caller sees the details of every row; `total` always. */
  totals: maybeByTypeSchema,
  /** Approved and pending absences overlapping the range: the team calendar; `type` only where the caller sees details. */
  absences: z.array(
    z.object({
      _id: idSchema,
      peer: peerRefSchema,
      type: leaveTypeSchema.optional(),
      fromDate: storedDateSchema,
      toDate: storedDateSchema,
      status: leaveStatusSchema,
      days: z.number(),
    }),
  ),
  holidays: z.array(z.object({ day: storedDateSchema, name: z.string() })),
});
export type LeaveReport = z.infer<typeof leaveReportSchema>;

/** A consensus link's token, always in a request body (never a query string, which lands in logs). */
export const consensusTokenBodySchema = z.object({
  token: z
    .string({ error: requiredOr('must be text') })
    .min(1, { message: 'is required' })
    .max(2000),
});
export const consensusViewSchema = z.object({
  requester: z.string(),
  colleague: z.string(),
  /** Never sent: a colleague sees the requester as away on those dates, not the kind of leave (docs/privacy.md). */
  type: leaveTypeSchema.optional(),
  fromDate: storedDateSchema,
  toDate: storedDateSchema,
  days: z.number(),
  status: leaveStatusSchema,
  expiresAt: isoDateTimeSchema,
  answer: consensusAnswerSchema.nullable(),
});
export type ConsensusView = z.infer<typeof consensusViewSchema>;
export const consensusAnswerBodySchema = z.object({
  token: consensusTokenBodySchema.shape.token,
  answer: consensusAnswerSchema,
});
export type ConsensusAnswerBody = z.infer<typeof consensusAnswerBodySchema>;
