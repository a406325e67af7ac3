import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';

/**
 * Work that runs on its own (docs/operations.md#jobs): the company admin sees each kind's last runs and
 * failures; a manager or admin turns the weekly digest on or off, in the profile or from a mail's link.
 */
export const JOB_KINDS = ['weekly-digest', 'weekly-digest-mail', 'reminders', 'reminder-mail'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATES = ['pending', 'done', 'failed'] as const;
/** How many runs of each kind the admin's card shows. */
export const JOB_RUNS_SHOWN = 10;

export const jobRunSchema = z.object({
  _id: idSchema,
  kind: z.string(),
  key: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  runAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobKindSummarySchema = z.object({
  kind: z.string(),
  /** Runs finished well, failed for good, and waiting (due or being retried), in the last 30 days. */
  done: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  lastRunAt: isoDateTimeSchema.nullable(),
  /** The last runs, newest first. */
  runs: z.array(jobRunSchema),
});
export type JobKindSummary = z.infer<typeof jobKindSummarySchema>;
export const companyJobsSchema = z.object({ kinds: z.array(jobKindSummarySchema) });
export type CompanyJobs = z.infer<typeof companyJobsSchema>;

/** The caller's mail settings: which of the mails they may get they get. */
export const mailSettingsSchema = z.object({
  weeklyDigest: z.boolean({ message: 'must be true or false' }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const mailSettingsBodySchema = mailSettingsSchema.strict();

export const unsubscribeQuerySchema = z.object({
  token: z.string({ message: 'is required' }).min(1, 'is required').max(200, 'is too long'),
});
export const unsubscribedSchema = z.object({ ok: z.literal(true), kind: z.string() });

export const jobPaths = {
  /** GET: the last runs and failures per job kind (level3). */
  companyJobs: '/v2/company/jobs',
  /** GET, PUT the caller's mail settings (level2, level3: the digest is theirs). */
  mailSettings: '/v2/me/mail-settings',
  /** GET: a page with one button; POST: turn the mail off (the signed token, no sign-in). */
  unsubscribe: '/v2/mail/unsubscribe',
} as const;
