import { z } from 'zod';
import { demoIdSchema, demoFullDateStringSchema } from './common.js';

export const DEMO_MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'trash', 'spam'] as const;
export const demoMailFolderSchema = z.enum(DEMO_MAIL_FOLDERS, { message: 'must be inbox, sent, draft, trash or spam' });
export type DemoMailFolder = z.infer<typeof demoMailFolderSchema>;

/** §3 email tags: text, value and the colour each is shown in. */
export const DEMO_EMAIL_TAGS = [
  { text: 'Personal', value: 'personal', color: 'success' },
  { text: 'Company', value: 'company', color: 'primary' },
  { text: 'Important', value: 'important', color: 'warning' },
  { text: 'Private', value: 'private', color: 'danger' },
] as const;
export const demoEmailLabelSchema = z.enum(['personal', 'company', 'important', 'private'], {
  message: 'must be personal, company, important or private',
});
export type DemoEmailLabel = z.infer<typeof demoEmailLabelSchema>;

const emailFields = {
  id: z.number().int(),
  sender: z.string(),
  sender_name: z.string(),
  to: z.array(z.string()),
  img: z.string(),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** Plain text: never rendered as HTML. */
  message: z.string(),
  attachments: z.array(z.string()),
  isStarred: z.boolean(),
  labels: z.array(z.string()),
  /** When it was sent, as a full date string (UTC). */
  time: demoFullDateStringSchema,
  /** Month and day for a list ("Dec 10"), shown with `year` when that is not the current one. */
  day: z.string(),
  year: z.number().int(),
  unread: z.boolean(),
};

/** A reply: an email whose folder is empty (§4), with no replies of its own. */
export const demoEmailReplySchema = z.object({
  ...emailFields,
  mailFolder: z.literal(''),
  replies: z.array(z.never()),
});

export const demoEmailSchema = z.object({
  ...emailFields,
  mailFolder: demoMailFolderSchema,
  replies: z.array(demoEmailReplySchema),
});
export type DemoEmail = z.infer<typeof demoEmailSchema>;

/**
 * `filter`: inbox, sent, draft, trash or spam give that folder; starred gives starred emails not in trash;
 * any other value is a label (emails not in trash carrying it). Without a filter, the inbox.
 */
export const demoMailsQuerySchema = z.object({
  filter: z.string().trim().max(50, { message: 'must be at most 50 characters' }).default('inbox'),
});

/** Newest first. */
export const demoMailsResponseSchema = z.object({ emails: z.array(demoEmailSchema) });
export type DemoMailsResponse = z.infer<typeof demoMailsResponseSchema>;

const emailIdsSchema = z.array(demoIdSchema).min(1, { message: 'must list at least one email' }).max(500);

/** Toggles the email's star. */
export const demoSetStarredBodySchema = z.object({ mailId: demoIdSchema });
export const demoSetStarredResponseSchema = z.object({ email: demoEmailSchema });

export const demoMoveMailsBodySchema = z.object({ selectedEmails: emailIdsSchema, mailFolder: demoMailFolderSchema });
/** Sets the unread flag of each email to `unreadFlag`. */
export const demoMarkUnreadBodySchema = z.object({
  emailIds: emailIdsSchema,
  unreadFlag: z.boolean({ message: 'must be true or false' }),
});
/** Toggles `label` on each email: added where absent, removed where present. */
export const demoSetLabelsBodySchema = z.object({ emailIds: emailIdsSchema, label: demoEmailLabelSchema });

/** The emails a change touched, as they are now. */
export const demoChangedEmailsResponseSchema = z.object({ emails: z.array(demoEmailSchema) });
export type DemoChangedEmailsResponse = z.infer<typeof demoChangedEmailsResponseSchema>;
