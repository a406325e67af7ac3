import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
      sql`field IN ('created', 'title', 'description', 'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate', 'conservativeDate', 'sprint', 'deleted', 'type', 'priority', 'dueDate', 'labels', 'parent', 'epic', 'relation', 'storyPoints')`,
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

/**
 * Mirrors migration 0210-task-structure: a link between two tasks, stored once (from → to) and shown on
 * both: `blocks` (to is blocked by from), `relates`, `duplicates` (from duplicates to).
 */
export const taskRelations = pgTable(
  'task_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    fromTaskId: uuid('from_task_id')
      .notNull()
      .references(() => tasks.id),
    toTaskId: uuid('to_task_id')
      .notNull()
      .references(() => tasks.id),
    kind: text('kind').$type<'blocks' | 'relates' | 'duplicates'>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one link between two tasks, whichever way it was stored
    uniqueIndex('task_relations_pair').on(
      sql`LEAST(${t.fromTaskId}, ${t.toTaskId})`,
      sql`GREATEST(${t.fromTaskId}, ${t.toTaskId})`,
    ),
    index('task_relations_to').on(t.toTaskId),
    check('task_relations_kind_check', sql`kind IN ('blocks', 'relates', 'duplicates')`),
    check('task_relations_self_check', sql`from_task_id <> to_task_id`),
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
