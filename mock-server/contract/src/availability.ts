import { z } from 'zod';
import { idSchema, isoDateSchema, pageQuerySchema, pageSchema, storedDateSchema, wholeIfInRange } from './common.js';
import { currentStatusSchema, optionRefSchema } from './options.js';

/** The heatmap's colour bands (docs/peers.md): upper bounds in percent, the last open. */
export const ALLOCATION_BUCKETS = ['0-25', '25-50', '50-75', '75-100', 'over-100'] as const;
export type AllocationBucket = (typeof ALLOCATION_BUCKETS)[number];

/** The bucket of an allocation in percent; `null` (no capacity that week) has none. */
export function allocationBucket(percent: number | null): AllocationBucket | null {
  if (percent === null) return null;
  if (percent > 100) return 'over-100';
  if (percent > 75) return '75-100';
  if (percent > 50) return '50-75';
  if (percent > 25) return '25-50';
  return '0-25';
}

export const MAX_AVAILABILITY_WEEKS = 26;

/**
 * GET /v2/availability (level3). `from` is any day of the first week (default: 4 weeks before this one);
 * `weeks` columns (default 12: the last 4 and the next 8).
 */
export const availabilityQuerySchema = pageQuerySchema(20).extend({
  from: isoDateSchema.optional(),
  weeks: z.coerce
    .number({ message: 'must be a number' })
    .min(1, { message: 'must be at least 1' })
    .max(MAX_AVAILABILITY_WEEKS, { message: `must be at most ${MAX_AVAILABILITY_WEEKS}` })
    .int(wholeIfInRange('must be a whole number'))
    .default(12),
  projectId: idSchema.optional(),
  jobRoleId: idSchema.optional(),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** One peer's week: hours planned, hours they can work, and hours ÷ capacity in percent (null: no capacity). */
export const availabilityCellSchema = z.object({
  weekStart: storedDateSchema,
  hours: z.number().min(0),
  capacity: z.number().min(0),
  allocation: z.number().min(0).nullable(),
});
export type AvailabilityCell = z.infer<typeof availabilityCellSchema>;

export const availabilityPeerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  employeeId: z.string(),
  profilePic: z.string().nullable(),
  jobRole: optionRefSchema.nullable(),
  designation: optionRefSchema.nullable(),
});

export const availabilityRowSchema = z.object({ peer: availabilityPeerSchema, cells: z.array(availabilityCellSchema) });
export type AvailabilityRow = z.infer<typeof availabilityRowSchema>;

/** A page of peers, each with one cell per week of `weeks` (Mondays). */
export const availabilityPageSchema = pageSchema(availabilityRowSchema).extend({ weeks: z.array(storedDateSchema) });
export type AvailabilityPage = z.infer<typeof availabilityPageSchema>;

/** GET /v2/availability/ready-to-onboard (level3): peers under 50 % over this week and the next. */
export const readyToOnboardQuerySchema = pageQuerySchema(10).extend({ jobRoleId: idSchema.optional() });
export type ReadyToOnboardQuery = z.input<typeof readyToOnboardQuerySchema>;

export const readyPeerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  profilePic: z.string().nullable(),
  jobRole: optionRefSchema.nullable(),
  designation: optionRefSchema.nullable(),
  workingHours: z.string(),
  currentStatus: currentStatusSchema,
  /** Hours planned ÷ capacity over the two weeks, in percent (null: away both weeks). */
  allocation: z.number().min(0).nullable(),
  /** The first day from which they are under 50 %: today, or the Monday of a later week. */
  freeFrom: storedDateSchema,
});
export type ReadyPeer = z.infer<typeof readyPeerSchema>;
export const readyToOnboardPageSchema = pageSchema(readyPeerSchema);
export type ReadyToOnboardPage = z.infer<typeof readyToOnboardPageSchema>;
