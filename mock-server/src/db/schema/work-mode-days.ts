import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

/** Mirrors migration 0055-work-mode-days: one peer's work mode on one day (leave is not stored here). */
export const workModeDays = pgTable(
  'work_mode_days',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    mode: text('mode').$type<'office' | 'wfh' | 'field'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'work_mode_days_pkey', columns: [t.userId, t.day] }),
    index('work_mode_days_company_day').on(t.companyId, t.day),
    check('work_mode_days_mode_check', sql`mode IN ('office', 'wfh', 'field')`),
  ],
);
