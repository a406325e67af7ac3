import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

/** Mirrors migration 0080-leave-core. */

export const LEAVE_TYPES = ['annual', 'sick', 'unpaid', 'other'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<LeaveType>().notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    halfDayStart: boolean('half_day_start').notNull().default(false),
    halfDayEnd: boolean('half_day_end').notNull().default(false),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<LeaveStatus>().notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_company_dates').on(t.companyId, t.fromDate, t.toDate),
    index('leave_requests_user').on(t.userId, t.fromDate),
    check('leave_requests_type_check', sql`type IN ('annual', 'sick', 'unpaid', 'other')`),
    check('leave_requests_check', sql`to_date >= from_date`),
    check('leave_requests_status_check', sql`status IN ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);
