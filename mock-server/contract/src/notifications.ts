import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema, pageSchema } from './common.js';
import { fillMessage } from './error-codes.js';

/** What a notification is about; each feature that calls the server's `notify()` picks one. */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'leave_decided',
  'feedback_received',
  'recognition',
  'system',
  'mention',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * What a notification says, by a stable code: the apps word it in the reader's language (a book of the host's,
 * where a value may also choose or count words), and `title`/`body` carry this English for any other reader.
 * Values are filled as they are (`{name}`); a day is `YYYY-MM-DD`, which the apps show in the reader's style.
 */
export const NOTIFICATION_WORDS = {
  welcome: 'Welcome to Timely',
  'welcome.body': 'Set your time zone and avatar on your profile.',
  'task.assigned': 'New task: {task}',
  'task.assignedMany': '{count} new tasks: {task} and {more} more',
  'task.where': '{project}, {sprint}',
  'task.whereBacklog': '{project}, backlog',
  'task.whereThisSprint': '{project}, this sprint, {hours} h.',
  'task.mentioned': '{author} mentioned you on {task}',
  'task.recognised': 'You were recognised with {points} karma points',
  'task.recognisedBy': '{name} recognised you',
  'karma.earned': 'You earned {points} karma points',
  'karma.forTask': 'For completing "{task}" on time.',
  'feedback.received': 'You received peer feedback',
  'feedback.new': 'New 360° feedback',
  'feedback.receivedOn': 'A project mate on {project} rated you.',
  'leave.waiting': 'Leave request waiting for you',
  'leave.waitingBody': '{name} asked for {days} days of {type} leave.',
  'leave.asked': '{name} asks for leave {fromDate} to {toDate}',
  'leave.askedBody': 'Tell the approver whether the team can manage.',
  'leave.decided': 'Your {type} leave {fromDate} to {toDate} was {status}',
  'leave.approved': 'Leave approved',
  'leave.approvedBy': 'Your {type} leave was approved by {name}.',
  'leave.rejected': 'Leave rejected',
} as const;
export type NotificationWordCode = keyof typeof NOTIFICATION_WORDS;
export const NOTIFICATION_WORD_CODES = Object.keys(NOTIFICATION_WORDS) as [
  NotificationWordCode,
  ...NotificationWordCode[],
];
export const notificationWordCodeSchema = z.enum(NOTIFICATION_WORD_CODES);
export type NotificationParams = Record<string, string | number>;
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A notification's words as the server writes them: a code and its values. */
export type NotificationWords = { code: NotificationWordCode; params?: NotificationParams };

/** The English of a code with its values (a name without a value stays as written). */
export function notificationEnglish({ code, params = {} }: NotificationWords): string {
  return fillMessage(NOTIFICATION_WORDS[code], params);
}

export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  /** The title in English; `titleCode` (null on a notification written before codes) words it in any language. */
  title: z.string(),
  /** The body in English, or as a person wrote it (a comment, a decision's note) when `bodyCode` is null. */
  body: z.string(),
  titleCode: notificationWordCodeSchema.nullable(),
  bodyCode: notificationWordCodeSchema.nullable(),
  /** The values both codes name. */
  params: notificationParamsSchema,
  /** A portal path to open (`/leaveReport`), never another site; null when there is none to open. */
  link: z.string().nullable(),
  /** The link pointed into a project deleted since (its task, sprint or overview): the link is left out. */
  projectDeleted: z.boolean(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /v2/notifications?page=&perPage=&status=`: newest first, 10 a page unless asked otherwise. */
export const notificationsQuerySchema = pageQuerySchema(10)
  .omit({ search: true })
  .extend({ status: z.enum(['all', 'unread'], { message: 'must be all or unread' }).default('all') });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** A page of the caller's notifications, plus how many of all of them are unread (the bell's badge). */
export const notificationListSchema = pageSchema(notificationSchema).extend({ unreadCount: z.number().int().min(0) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: idSchema });

export const markAllReadResponseSchema = z.object({ ok: z.literal(true), updated: z.number().int().min(0) });
