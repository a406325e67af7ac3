import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaskHistoryField, WatchReason } from '@timely/contract';
import { companies, users } from './core.js';
import { tasks } from './sprints.js';

/**
 * Mirrors migration 0120-sprint-start-backlog-history. Values are stored raw (ids, numbers, days) for the
 * burndown and as readable labels for the history.
 */
export const taskEvents = pgTable(
  'task_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    actorId: uuid('actor_id').references(() => users.id),
    field: text('field').$type<TaskHistoryField>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    fromLabel: text('from_label'),
    toLabel: text('to_label'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_events_task').on(t.taskId, t.at),
    index('task_events_sprint_from')
      .on(t.fromValue)
      .where(sql`field = 'sprint'`),
    index('task_events_sprint_to')
      .on(t.toValue)
      .where(sql`field = 'sprint'`),
    check(
      'task_events_field_check',
      sql`field IN ('created', 'title', 'description', 'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate', 'conservativeDate', 'sprint', 'deleted')`,
    ),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    mentionIds: uuid('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('task_comments_task')
      .on(t.taskId, t.createdAt)
      .where(sql`deleted_at IS NULL`),
    check('task_comments_body_check', sql`length(body) BETWEEN 1 AND 4000`),
  ],
);

/** Mirrors migration 0230-task-watchers: who watches a task, and why. */
export const taskWatchers = pgTable(
  'task_watchers',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<WatchReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'task_watchers_pkey', columns: [t.taskId, t.userId] }),
    index('task_watchers_user').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('task_watchers_reason_check', sql`reason IN ('creator', 'assignee', 'commenter', 'mentioned', 'manual')`),
  ],
);
