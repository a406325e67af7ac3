import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema, pageSchema } from './common.js';

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

export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
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
