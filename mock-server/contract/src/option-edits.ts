import { z } from 'zod';
import { idSchema, isoDateSchema, requiredOr, storedDateSchema } from './common.js';
import { LABEL_NAME_MAX, labelColourSchema, optionRefSchema } from './options.js';

/**
 * The company settings' side of the option lists: what creating, renaming, retiring and ordering an entry
 * sends and answers, and the lists as level3 manages them. Apart from options.ts, which the first page
 * reads (the lists a form offers), so that signing in downloads none of this.
 */

/** The longest name of a job role, designation, location or platform (an import names them too). */
export const OPTION_NAME_MAX = 80;
const optionNameSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, { message: 'is required' })
  .max(OPTION_NAME_MAX, { message: `must be at most ${OPTION_NAME_MAX} characters` });

/** Job roles, designations, locations and platforms: a name, unique within the company. */
export const namedOptionBodySchema = z.object({ name: optionNameSchema }).strict();
/** PATCH of a named entry: rename it, retire it (true) or offer it again (false). */
export const updateNamedOptionBodySchema = z
  .object({
    name: optionNameSchema.optional(),
    retired: z.boolean({ error: requiredOr('must be true or false') }).optional(),
  })
  .strict();
export type UpdateNamedOptionBody = z.infer<typeof updateNamedOptionBodySchema>;
/** PUT /v2/options/<list>/order: every entry of the list (retired ones too), first to last; for blocks and activity types, every entry of one location or job role. */
export const reorderOptionsBodySchema = z
  .object({
    ids: z
      .array(idSchema, { error: requiredOr('must be a list of ids') })
      .min(1, { message: 'must name the entries' })
      .max(1000, { message: 'must name at most 1000 entries' }),
  })
  .strict();
export type ReorderOptionsBody = z.infer<typeof reorderOptionsBodySchema>;
const retiredSchema = z.boolean({ error: requiredOr('must be true or false') });
export const createBlockBodySchema = z.object({ locationId: idSchema, name: optionNameSchema }).strict();
/** PATCH of a block: rename it, move it to another location, retire it (true) or offer it again (false). */
export const updateBlockBodySchema = createBlockBodySchema
  .partial()
  .extend({ retired: retiredSchema.optional() })
  .strict();
export const createActivityTypeBodySchema = z.object({ jobRoleId: idSchema, name: optionNameSchema }).strict();
/** PATCH of an activity type: rename it, move it to another job role, retire it (true) or offer it again (false). */
export const updateActivityTypeBodySchema = createActivityTypeBodySchema
  .partial()
  .extend({ retired: retiredSchema.optional() })
  .strict();
export const createPublicHolidayBodySchema = z
  .object({ day: isoDateSchema, name: optionNameSchema, locationId: idSchema.nullable().optional() })
  .strict();
export const updatePublicHolidayBodySchema = createPublicHolidayBodySchema.partial().strict();
const labelNameSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, { message: 'is required' })
  .max(LABEL_NAME_MAX, { message: `must be at most ${LABEL_NAME_MAX} characters` });
/** POST /v2/options/labels: a name unique within the company and a colour. */
export const createLabelBodySchema = z.object({ name: labelNameSchema, colour: labelColourSchema }).strict();
/** PATCH of a label: rename it, recolour it, retire it (true) or offer it again (false). */
export const updateLabelBodySchema = createLabelBodySchema
  .partial()
  .extend({ retired: retiredSchema.optional() })
  .strict();
export type CreateLabelBody = z.input<typeof createLabelBodySchema>;
export type UpdateLabelBody = z.input<typeof updateLabelBodySchema>;
export type NamedOptionBody = z.infer<typeof namedOptionBodySchema>;
export type CreateBlockBody = z.infer<typeof createBlockBodySchema>;
export type CreateActivityTypeBody = z.infer<typeof createActivityTypeBodySchema>;
export type CreatePublicHolidayBody = z.infer<typeof createPublicHolidayBodySchema>;

/** What a create or update of an option answers: the item with its parent id where it has one. */
export const optionItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  locationId: idSchema.optional(),
  jobRoleId: idSchema.optional(),
  day: storedDateSchema.optional(),
  /** Labels: `#rrggbb`. */
  colour: z.string().optional(),
  /** Named lists, blocks and activity types: the entry is kept on the records that use it and no longer offered. */
  retired: z.boolean().optional(),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

/** An entry as the settings screen manages it: retired ones included, with how many records use it. */
export const managedOptionSchema = optionRefSchema.extend({
  retired: z.boolean(),
  inUse: z.number().int().nonnegative(),
});
export type ManagedOption = z.infer<typeof managedOptionSchema>;
export const managedBlockSchema = managedOptionSchema.extend({ locationId: idSchema });
export type ManagedBlock = z.infer<typeof managedBlockSchema>;
export const managedActivityTypeSchema = managedOptionSchema.extend({ jobRoleId: idSchema });
export type ManagedActivityType = z.infer<typeof managedActivityTypeSchema>;
export const managedLabelSchema = managedOptionSchema.extend({ colour: z.string() });
export type ManagedLabel = z.infer<typeof managedLabelSchema>;
/** GET /v2/company/option-lists (level3): each ordered list in the admin's order (blocks and activity types by parent, then order). */
export const managedOptionListsSchema = z.object({
  'job-roles': z.array(managedOptionSchema),
  designations: z.array(managedOptionSchema),
  locations: z.array(managedOptionSchema),
  platforms: z.array(managedOptionSchema),
  blocks: z.array(managedBlockSchema),
  'activity-types': z.array(managedActivityTypeSchema),
  /** `inUse`: how many tasks carry the label. */
  labels: z.array(managedLabelSchema),
});
export type ManagedOptionLists = z.infer<typeof managedOptionListsSchema>;
