import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageSchema } from './common.js';

// its query schema is the server's (first-page-queries.ts): the apps take only its type
export type { NotificationsQuery } from './first-page-queries.js';

/** What a notification is about; each feature that calls the server's `notify()` picks one. */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'leave_decided',
  'feedback_received',
  'recognition',
  'system',
  'mention',
  'watch',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * What a notification says, by a stable code: the apps word it in the reader's language (a catalog of the host's,
 * where a value may also choose or count words), and `title`/`body` carry the server's English
 * (notification-english.ts) for any other reader.
 */
export const NOTIFICATION_MESSAGE_CODES = [
  'welcome',
  'welcome.body',
  'task.assigned',
  'task.assignedMany',
  'task.where',
  'task.whereBacklog',
  'task.whereThisSprint',
  'task.mentioned',
  'task.recognised',
  'task.recognisedBy',
  'watch.changed',
  'watch.details',
  'karma.earned',
  'karma.forTask',
  'feedback.received',
  'feedback.new',
  'feedback.receivedOn',
  'leave.waiting',
  'leave.waitingBody',
  'leave.asked',
  'leave.askedBody',
  'leave.decided',
  'leave.approved',
  'leave.approvedBy',
  'leave.rejected',
] as const;
export type NotificationMessageCode = (typeof NOTIFICATION_MESSAGE_CODES)[number];
export const notificationMessageCodeSchema = z.enum(NOTIFICATION_MESSAGE_CODES);
export type NotificationParams = Record<string, string | number>;
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A notification's text as the server writes it: a code and its values. */
export type NotificationText = { code: NotificationMessageCode; params?: NotificationParams };

export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  /** The title in English; `titleCode` (null on a notification written before codes) words it in any language. */
  title: z.string(),
  /** The body in English, or as a person wrote it (a comment, a decision's note) when `bodyCode` is null. */
  body: z.string(),
  titleCode: notificationMessageCodeSchema.nullable(),
  bodyCode: notificationMessageCodeSchema.nullable(),
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

/** A page of the caller's notifications, plus how many of all of them are unread (the bell's badge). */
export const notificationListSchema = pageSchema(notificationSchema).extend({ unreadCount: z.number().int().min(0) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: idSchema });

export const markAllReadResponseSchema = z.object({ ok: z.literal(true), updated: z.number().int().min(0) });
