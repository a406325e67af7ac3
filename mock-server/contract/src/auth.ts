import { z } from 'zod';
import { idSchema, requiredOr } from './common.js';

export const ROLES = ['admin', 'editor'] as const;
export const LEVELS = ['level1', 'level2', 'level3'] as const;
export const roleSchema = z.enum(ROLES, { error: requiredOr('must be admin or editor') });
export const levelSchema = z.enum(LEVELS, { error: requiredOr('must be level1, level2 or level3') });
export type Role = z.infer<typeof roleSchema>;
export type Level = z.infer<typeof levelSchema>;

/**
 * Length first, and it stops validation (`abort`): every check after a limit would otherwise still run on
 * a 1 MiB string, and a pattern that backtracks takes seconds on it (issue #28).
 */
export const emailSchema = z
  .string({ error: requiredOr('must be text') })
  .trim()
  .max(254, { message: 'must be at most 254 characters', abort: true })
  .toLowerCase()
  .email({ message: 'must be a valid email address' });

/** An IANA zone name; dates show in the user's own zone (the screens' docs in docs/). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64, { abort: true })
  .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/London' });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'is required' }).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Who is signed in: what shared-auth keeps under the spec's storage keys. */
export const sessionUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  level: levelSchema,
  company: idSchema,
  companyName: z.string(),
  /** The company's logo (absolute URL) or null; absent from sessions stored before logos existed. */
  companyLogo: z.string().nullable().optional(),
  /** The company's working week (0 Sunday … 6 Saturday; `companyWeek` reads it); absent from sessions stored before it was sent. */
  companyWorkingDays: z.array(z.number().int().min(0).max(6)).optional(),
  profilePic: z.string().nullable(),
  timeZone: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int().positive(),
});

export const loginResponseSchema = tokenPairSchema.extend({ user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1, { message: 'is required' }).max(500) });
export const refreshResponseSchema = tokenPairSchema;
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** bcrypt reads 72 bytes of a password and ignores the rest. */
export const PASSWORD_MAX_BYTES = 72;

/**
 * A new password: long enough to resist guessing, with no rule about which characters (ASVS 2.1.9), and
 * at most 72 bytes in UTF-8, bcrypt's limit (an accented letter takes two, an emoji four). The server
 * also refuses common and breached passwords (services/common-passwords.ts).
 */
export const newPasswordSchema = z
  .string({ error: requiredOr('must be text') })
  .max(PASSWORD_MAX_BYTES, { message: `must be at most ${PASSWORD_MAX_BYTES} bytes`, abort: true })
  .min(10, { message: 'must be at least 10 characters' })
  .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES, {
    message: `must be at most ${PASSWORD_MAX_BYTES} bytes (accented letters take 2, emoji 4)`,
  });

/**
 * Always answered 202 with okSchema, whether or not the email exists, so the form reveals nobody's
 * account. The email carries a one-time link to /pages/reset-password?token=…
 */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/** Spends the emailed token (okSchema); every session of the user is signed out. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, { message: 'is required' }).max(200),
  password: newPasswordSchema,
});
/** The signed-in user's own password (okSchema); their other sessions are signed out, this one stays. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: 'is required' }).max(200),
  newPassword: newPasswordSchema,
});

/** What a user may change about themselves from the profile page; answered with sessionUserSchema. */
export const updateMeBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { message: 'must be at least 2 characters' })
      .max(80, { message: 'must be at most 80 characters' }),
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
