import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { tasks } from './sprints.js';

/**
 * Mirrors migration 0052-task-karma. `earnedBy` completed the task; `recipientId` got the points (the same
 * person, or a peer they recognised). Points are numeric in SQL: drizzle reads them as strings.
 */
export const karmaAwards = pgTable(
  'karma_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    earnedBy: uuid('earned_by')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    points: numeric('points', { precision: 8, scale: 2 }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // migration 0120: one row per recipient (the assignee may recognise a peer with part of the points)
    uniqueIndex('karma_awards_task_recipient').on(t.taskId, t.recipientId),
    index('karma_awards_company_created').on(t.companyId, t.createdAt),
    index('karma_awards_recipient').on(t.recipientId),
    check('karma_awards_points_check', sql`points >= 0`),
  ],
);
