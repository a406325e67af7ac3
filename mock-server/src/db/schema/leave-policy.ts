import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { leaveRequests, type LeaveType } from './leave.js';

/** Mirrors migration 0081-leave-policy-consensus. */

export const leavePolicies = pgTable(
  'leave_policies',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').$type<LeaveType>().notNull(),
    daysPerYear: numeric('days_per_year', { precision: 5, scale: 1, mode: 'number' }),
    carryOverCap: numeric('carry_over_cap', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'leave_policies_pkey', columns: [t.companyId, t.type] }),
    check('leave_policies_type_check', sql`type IN ('annual', 'sick', 'unpaid', 'other')`),
    check('leave_policies_days_per_year_check', sql`days_per_year IS NULL OR days_per_year >= 0`),
    check('leave_policies_carry_over_cap_check', sql`carry_over_cap >= 0`),
  ],
);

export const CONSENSUS_ANSWER_VALUES = ['all_good', 'can_manage', 'discuss'] as const;

export const leaveConsensusAnswers = pgTable(
  'leave_consensus_answers',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => leaveRequests.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    answer: text('answer').$type<(typeof CONSENSUS_ANSWER_VALUES)[number]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'leave_consensus_answers_pkey', columns: [t.requestId, t.userId] }),
    check('leave_consensus_answers_answer_check', sql`answer IN ('all_good', 'can_manage', 'discuss')`),
  ],
);
