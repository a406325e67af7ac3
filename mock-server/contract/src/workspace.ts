import { z } from 'zod';
import { emailSchema, newPasswordSchema, timeZoneSchema } from './auth.js';
import { requiredOr } from './common.js';

/**
 * POST /v2/workspaces: asks for a new company and its first admin. The answer is always 202 `{ ok: true }`
 * (okSchema), whether or not the address has an account; the address then gets a mail: a one-time link to
 * confirm (POST /v2/workspaces/confirm), or, when it has an account already, a note saying so with links
 * to sign in. Nothing is created before the link is used. Until issue #48 this body also held the password
 * and the company was created at once; the password is now chosen when the link is confirmed.
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
  })
  .strict();
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBodySchema>;

/**
 * POST /v2/workspaces/confirm: the mailed link's token and the admin's password (the same rules as every
 * new password; the server refuses common ones). Creates the company and signs the admin in, answered like
 * a sign-in (loginResponseSchema).
 */
export const confirmWorkspaceBodySchema = z
  .object({
    token: z
      .string({ error: requiredOr('must be text') })
      .min(1, { message: 'is required' })
      .max(200),
    password: newPasswordSchema,
  })
  .strict();
export type ConfirmWorkspaceBody = z.infer<typeof confirmWorkspaceBodySchema>;

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
  /** The sidebar's Apps group (the demo apps, docs/apps.md) and their search entries hidden from everyone. */
  hideApps: z.boolean(),
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
    hideApps: z.boolean({ error: 'must be true or false' }),
  })
  .partial()
  .strict();
export type UpdateCompanySettingsBody = z.infer<typeof updateCompanySettingsBodySchema>;
