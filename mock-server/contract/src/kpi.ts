import { z } from 'zod';
import { idSchema, isoDateTimeSchema, isoMonthSchema, pageQuerySchema, pageSchema } from './common.js';

/**
 * KPIs (the screens' docs in docs/ "KPIs", issue #10): the organisation row and the project rows of one month, with
 * the health score the server computes. The formula lives in mock-server/src/services/kpi/health.ts and
 * docs/kpi.md.
 */

/** A calendar month, as `YYYY-MM`. */
/** A month in an answer; a request's month is isoMonthSchema (in the product's window). */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month as YYYY-MM' });
export type Month = z.infer<typeof monthSchema>;

const money = z
  .number({ message: 'must be a number' })
  .min(0, { message: 'must be 0 or more' })
  .max(1_000_000_000_000, { message: 'is too large' });
/** A profit margin in %: at most 100 (all revenue is profit), down to -100 for a loss. */
export const profitPercentSchema = z
  .number({ message: 'must be a number' })
  .min(-100, { message: 'must be -100 or more' })
  .max(100, { message: 'must be at most 100' });
/** eNPS and cNPS entered by hand are on the 0–10 scale. */
export const zeroToTenSchema = z
  .number({ message: 'must be a number' })
  .min(0, { message: 'must be between 0 and 10' })
  .max(10, { message: 'must be between 0 and 10' });
const positivePercent = z
  .number({ message: 'must be a number' })
  .gt(0, { message: 'must be more than 0' })
  .max(100, { message: 'must be at most 100' });
const positiveZeroToTen = z
  .number({ message: 'must be a number' })
  .gt(0, { message: 'must be more than 0' })
  .max(10, { message: 'must be at most 10' });

/** The five health bands (the screens' docs in docs/), with the antd preset colour each is drawn in. */
export const HEALTH_BANDS = [
  { key: 'critical', name: 'Critical', min: 0, max: 20, color: 'red' },
  { key: 'at-risk', name: 'At risk', min: 21, max: 40, color: 'volcano' },
  { key: 'fair', name: 'Fair', min: 41, max: 60, color: 'gold' },
  { key: 'good', name: 'Good', min: 61, max: 80, color: 'lime' },
  { key: 'excellent', name: 'Excellent', min: 81, max: 100, color: 'green' },
] as const;
export const healthBandKeySchema = z.enum(['critical', 'at-risk', 'fair', 'good', 'excellent']);
export type HealthBandKey = z.infer<typeof healthBandKeySchema>;

export const HEALTH_PART_KEYS = ['revenue', 'profit', 'enps', 'cnps'] as const;
export const healthPartSchema = z.object({
  key: z.enum(HEALTH_PART_KEYS),
  label: z.string(),
  /**
   * What was achieved, in the part's unit; null when nothing is recorded (the part then scores 0).
   * Left out, with `target`, of the revenue and profit parts for a caller who may not see money (docs/privacy.md).
   */
  achieved: z.number().nullable().optional(),
  target: z.number().optional(),
  /** achieved ÷ target, capped to 0…1; left out with `achieved` of a money part (they are money in another form). */
  ratio: z.number().min(0).max(1).optional(),
  /** 25 × ratio; left out with `ratio`. */
  points: z.number().min(0).max(25).optional(),
});
export type HealthPart = z.infer<typeof healthPartSchema>;

/**
 * The score and band sum the four parts, so beside the eNPS and cNPS parts they would give away the money
 * parts' share: a caller who may not see money gets neither, only the eNPS and cNPS parts (docs/privacy.md).
 */
export const healthSchema = z.object({
  score: z.number().int().min(0).max(100).optional(),
  band: healthBandKeySchema.optional(),
  parts: z.array(healthPartSchema).length(4),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * An eNPS or cNPS value. `value` (0–10) is what health uses: the number entered for the month, or, when
 * none was entered, the month's survey converted from the −100…100 score as (nps + 100) ÷ 20.
 */
export const npsValueSchema = z.object({
  value: z.number().min(0).max(10).nullable(),
  source: z.enum(['entered', 'survey']).nullable(),
  entered: z.number().min(0).max(10).nullable(),
  /** The standard score (% of 9–10 minus % of 0–6) of the month's survey answers, or null without answers. */
  nps: z.number().min(-100).max(100).nullable(),
  responses: z.number().int().min(0),
});
export type NpsValue = z.infer<typeof npsValueSchema>;

/** The targets health compares against, per company and month (carried forward from the last month that set them). */
export const kpiTargetsSchema = z.object({
  /** Left out for a caller who may not see profitability (docs/privacy.md). */
  profitPercent: z.number().optional(),
  enps: z.number(),
  cnps: z.number(),
  /** The month whose org row set these targets; null when the company never set any (the defaults apply). */
  setIn: monthSchema.nullable(),
});
export type KpiTargets = z.infer<typeof kpiTargetsSchema>;

export const orgKpiSchema = z.object({
  month: monthSchema,
  currency: z.string(),
  /** The stored row of this month, or null when nothing is recorded for it yet. */
  _id: idSchema.nullable(),
  /** The money columns: level3 only; left out for everyone else (docs/privacy.md). */
  expectedRevenue: z.number().nullable().optional(),
  achievedRevenue: z.number().nullable().optional(),
  profitPercent: z.number().nullable().optional(),
  enps: npsValueSchema,
  cnps: npsValueSchema,
  targets: kpiTargetsSchema,
  health: healthSchema.nullable(),
  updatedAt: isoDateTimeSchema.nullable(),
  canEdit: z.boolean(),
});
export type OrgKpi = z.infer<typeof orgKpiSchema>;

export const orgKpiQuerySchema = z.object({ month: isoMonthSchema });

export const orgKpiMonthBodySchema = z.object({
  expectedRevenue: money,
  achievedRevenue: money,
  profitPercent: profitPercentSchema.nullable().optional(),
  enps: zeroToTenSchema.nullable().optional(),
  cnps: zeroToTenSchema.nullable().optional(),
  targetProfitPercent: positivePercent,
  targetEnps: positiveZeroToTen,
  targetCnps: positiveZeroToTen,
});
export type OrgKpiMonthBody = z.infer<typeof orgKpiMonthBodySchema>;

export const teamMemberSchema = z.object({
  _id: idSchema,
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['manager', 'member']),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const projectKpiRowSchema = z.object({
  project: z.object({ _id: idSchema, name: z.string(), status: z.string() }),
  team: z.array(teamMemberSchema),
  month: monthSchema,
  /** The stored row of this project and month, or null when nothing is recorded yet. */
  _id: idSchema.nullable(),
  /** The money columns: level3 and this project's managers; left out for everyone else (docs/privacy.md). */
  projectedRevenue: z.number().nullable().optional(),
  achievedRevenue: z.number().nullable().optional(),
  profitPercent: z.number().nullable().optional(),
  enps: npsValueSchema,
  cnps: npsValueSchema,
  health: healthSchema.nullable(),
  updatedAt: isoDateTimeSchema.nullable(),
  /** level3 any project; level2 the projects they manage (docs/privacy.md). */
  canEdit: z.boolean(),
});
export type ProjectKpiRow = z.infer<typeof projectKpiRowSchema>;

export const projectKpiListQuerySchema = pageQuerySchema().extend({ month: isoMonthSchema });
export type ProjectKpiListQuery = z.infer<typeof projectKpiListQuerySchema>;
export const projectKpiPageSchema = pageSchema(projectKpiRowSchema).extend({
  month: monthSchema,
  currency: z.string(),
});
export type ProjectKpiPage = z.infer<typeof projectKpiPageSchema>;

export const projectKpiMonthBodySchema = z.object({
  projectedRevenue: money,
  achievedRevenue: money,
  profitPercent: profitPercentSchema.nullable().optional(),
  enps: zeroToTenSchema.nullable().optional(),
  cnps: zeroToTenSchema.nullable().optional(),
});
export type ProjectKpiMonthBody = z.infer<typeof projectKpiMonthBodySchema>;

/** One month of a project's history, for the charts of its KPI page. */
export const projectKpiHistoryPointSchema = z.object({
  month: monthSchema,
  /** Left out as in the project row. */
  projectedRevenue: z.number().nullable().optional(),
  achievedRevenue: z.number().nullable().optional(),
  profitPercent: z.number().nullable().optional(),
  enps: z.number().nullable(),
  cnps: z.number().nullable(),
  /** Left out with the money: the score holds the revenue and profit parts. */
  health: z.number().int().nullable().optional(),
});
export type ProjectKpiHistoryPoint = z.infer<typeof projectKpiHistoryPointSchema>;

export const projectKpiQuerySchema = z.object({ month: isoMonthSchema });
export const projectKpiDetailSchema = z.object({
  currency: z.string(),
  row: projectKpiRowSchema,
  targets: kpiTargetsSchema,
  /** The 6 months ending with the chosen one, oldest first. */
  history: z.array(projectKpiHistoryPointSchema),
});
export type ProjectKpiDetail = z.infer<typeof projectKpiDetailSchema>;

export const projectIdParamsSchema = z.object({ projectId: idSchema });
export const projectMonthParamsSchema = z.object({ projectId: idSchema, month: isoMonthSchema });
export const monthParamsSchema = z.object({ month: isoMonthSchema });
export const recordIdParamsSchema = z.object({ id: idSchema });
