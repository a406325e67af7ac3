import { z } from 'zod';
import { idSchema, requiredOr, storedDateSchema } from './common.js';
import { levelSchema, roleSchema } from './auth.js';

/** The per-company option lists level3 manages, as they appear in `/v2/options/<list>`. */
export const OPTION_LISTS = [
  'job-roles',
  'designations',
  'locations',
  'blocks',
  'platforms',
  'activity-types',
  'public-holidays',
  'labels',
] as const;
export const optionListSchema = z.enum(OPTION_LISTS);
export type OptionList = z.infer<typeof optionListSchema>;

/** The lists of names alone: the admin orders them and may retire an entry (kept on records, no longer offered). */
export const NAMED_OPTION_LISTS = [
  'job-roles',
  'designations',
  'locations',
  'platforms',
] as const satisfies readonly OptionList[];
export type NamedOptionList = (typeof NAMED_OPTION_LISTS)[number];

/** Lists ordered within a parent (blocks within their location, activity types within their job role); also retirable. */
export const CHILD_OPTION_LISTS = ['blocks', 'activity-types'] as const satisfies readonly OptionList[];
export type ChildOptionList = (typeof CHILD_OPTION_LISTS)[number];
/** Every list the admin orders and may retire (issue #49: the task labels too, each with a colour). */
export const ORDERED_OPTION_LISTS = [...NAMED_OPTION_LISTS, ...CHILD_OPTION_LISTS, 'labels'] as const;
export type OrderedOptionList = (typeof ORDERED_OPTION_LISTS)[number];

export const WORK_MODES = ['office', 'wfh', 'field'] as const;
export const workModeSchema = z.enum(WORK_MODES, { error: requiredOr('must be office, wfh or field') });
export type WorkMode = z.infer<typeof workModeSchema>;

/** Where a peer is today: a work mode, or on leave. */
export const CURRENT_STATUSES = ['office', 'wfh', 'field', 'leave'] as const;
export const currentStatusSchema = z.enum(CURRENT_STATUSES, {
  error: requiredOr('must be office, wfh, field or leave'),
});
export type CurrentStatus = z.infer<typeof currentStatusSchema>;

/** An option as other records show it: its id and its readable name. */
export const optionRefSchema = z.object({ _id: idSchema, name: z.string() });
export type OptionRef = z.infer<typeof optionRefSchema>;

export const blockSchema = optionRefSchema.extend({ locationId: idSchema });
export const locationSchema = optionRefSchema.extend({ blocks: z.array(blockSchema) });
export const activityTypeSchema = optionRefSchema.extend({ jobRoleId: idSchema });
export const jobRoleSchema = optionRefSchema.extend({ activityTypes: z.array(activityTypeSchema) });
/** A public holiday: with a location, only that location's peers have the day off; without, everyone. */
export const publicHolidaySchema = z.object({
  _id: idSchema,
  day: storedDateSchema,
  name: z.string(),
  location: optionRefSchema.nullable(),
});
export type Block = z.infer<typeof blockSchema>;
export type Location = z.infer<typeof locationSchema>;
export type ActivityType = z.infer<typeof activityTypeSchema>;
export type JobRole = z.infer<typeof jobRoleSchema>;
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

/** Issue #49: the longest label name; a label is short, it sits on a board card. */
export const LABEL_NAME_MAX = 40;
/** A label's colour: `#rrggbb` (stored lower case). */
export const labelColourSchema = z
  .string({ error: requiredOr('must be a colour as #rrggbb') })
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour as #rrggbb' })
  .transform((colour) => colour.toLowerCase());
/**
 * A task label of the company (issue #49): a name and a colour, in the admin's order. Retired labels are
 * listed too (`retired`), so a task that keeps one still shows it; forms offer only the others.
 */
export const labelSchema = optionRefSchema.extend({ colour: z.string(), retired: z.boolean() });
export type Label = z.infer<typeof labelSchema>;

/** GET /v2/options: every list a form needs, in one call, in the admin's order (blocks within their location, activity types within their job role, holidays by day); retired entries are left out. */
export const optionsResponseSchema = z.object({
  jobRoles: z.array(jobRoleSchema),
  designations: z.array(optionRefSchema),
  locations: z.array(locationSchema),
  platforms: z.array(optionRefSchema),
  publicHolidays: z.array(publicHolidaySchema),
  workModes: z.array(z.object({ value: workModeSchema, label: z.string() })),
  currentStatuses: z.array(z.object({ value: currentStatusSchema, label: z.string() })),
  levels: z.array(z.object({ value: levelSchema, label: z.string(), role: roleSchema })),
  /** Issue #49: the task labels, retired ones marked (a task keeps them; forms do not offer them). */
  labels: z.array(labelSchema),
});
export type OptionsResponse = z.infer<typeof optionsResponseSchema>;
