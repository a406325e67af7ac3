import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { projects } from './projects.js';

/** Mirrors migration 0060-peer-feedback. */
export const peerFeedback = pgTable(
  'peer_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id),
    month: date('month', { mode: 'string' }).notNull(),
    dependability: smallint('dependability').notNull(),
    impact: smallint('impact').notNull(),
    teamplay: smallint('teamplay').notNull(),
    competence: smallint('competence').notNull(),
    ownership: smallint('ownership').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('peer_feedback_once_a_month').on(t.reviewerId, t.revieweeId, t.projectId, t.month),
    index('peer_feedback_reviewee_month').on(t.companyId, t.revieweeId, t.month),
    // the first day of the reviewer's calendar month
    check('peer_feedback_month_check', sql`extract(day FROM month) = 1`),
    check('peer_feedback_dependability_check', sql`dependability BETWEEN 1 AND 5`),
    check('peer_feedback_impact_check', sql`impact BETWEEN 1 AND 5`),
    check('peer_feedback_teamplay_check', sql`teamplay BETWEEN 1 AND 5`),
    check('peer_feedback_competence_check', sql`competence BETWEEN 1 AND 5`),
    check('peer_feedback_ownership_check', sql`ownership BETWEEN 1 AND 5`),
    check('peer_feedback_comment_check', sql`char_length(comment) <= 1000`),
    check('peer_feedback_check', sql`reviewer_id <> reviewee_id`),
  ],
);
