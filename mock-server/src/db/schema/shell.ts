import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams, NotificationMessageCode } from '@timely/contract';
import { companies, users } from './core.js';

/** Mirrors migrations 0020-shell, 0150-notification-words and 0230-task-watchers. */

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    titleCode: text('title_code').$type<NotificationMessageCode>(),
    bodyCode: text('body_code').$type<NotificationMessageCode>(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    /** Watchers' notifications: `task:<id>`, so that changes within a minute fold into one. */
    batchKey: text('batch_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
    index('notifications_user_batch')
      .on(t.userId, t.batchKey, t.createdAt.desc().nullsFirst())
      .where(sql`batch_key IS NOT NULL`),
    check(
      'notifications_kind_check',
      sql`kind IN ('task_assigned', 'leave_decided', 'feedback_received', 'recognition', 'system', 'mention', 'watch')`,
    ),
    check('notifications_title_check', sql`length(title) BETWEEN 1 AND 200`),
    check('notifications_body_check', sql`length(body) <= 1000`),
    check('notifications_link_check', sql`link IS NULL OR (link LIKE '/%' AND link NOT LIKE '//%')`),
  ],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
