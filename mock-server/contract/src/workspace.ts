import { z } from 'zod';
import { emailSchema, newPasswordSchema, timeZoneSchema } from './auth.js';
import { requiredOr } from './common.js';

/**
 * POST /v2/workspaces (issue #33): a new company and its first admin, answered like a sign-in
 * (loginResponseSchema). The password follows the same rules as every new password (newPasswordSchema,
 * and the server refuses common ones).
 */
export const createWorkspaceBodySchema = z
  .object({
    companyName: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(100, { message: 'must be at most 100 characters', abort: true })
      .min(2, { message: 'must be at least 2 characters' }),
    adminName: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(80, { message: 'must be at most 80 characters', abort: true })
      .min(2, { message: 'must be at least 2 characters' }),
    adminEmail: emailSchema,
    password: newPasswordSchema,
  })
  .strict();
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBodySchema>;

/** GET /v2/workspaces/signup: whether this server lets a visitor create a workspace now. */
export const workspaceSignupSchema = z.object({
  open: z.boolean(),
  /** Why: no company exists yet (the first start of an empty server), or TIMELY_SIGNUP=open; or closed. */
  reason: z.enum(['first-company', 'signup-open', 'closed']),
});
export type WorkspaceSignup = z.infer<typeof workspaceSignupSchema>;

/** GET /v2/company/settings (level3): the company's name, time zone and working week (0 Sunday … 6 Saturday). */
export const companySettingsSchema = z.object({
  name: z.string(),
  timeZone: z.string(),
  workingDays: z.array(z.number().int().min(0).max(6)),
  /** The company's logo (a content-hashed picture path, POST /v2/company/logo), or null. */
  logoUrl: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** PATCH /v2/company/settings (level3): any of them; answered with companySettingsSchema. */
export const updateCompanySettingsBodySchema = z
  .object({
    name: createWorkspaceBodySchema.shape.companyName,
    timeZone: timeZoneSchema,
    workingDays: z
      .array(z.number({ error: 'must be whole numbers from 0 (Sunday) to 6 (Saturday)' }).int().min(0).max(6), {
        error: 'must be a list of weekdays',
      })
      .min(1, { message: 'must hold at least one day' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'must not repeat a day' }),
  })
  .partial()
  .strict();
export type UpdateCompanySettingsBody = z.infer<typeof updateCompanySettingsBodySchema>;
