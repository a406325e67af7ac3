import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

export type JobState = 'pending' | 'done' | 'failed';

/** Mirrors migration 0340-jobs: one row per occurrence of a job, its key unique. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique('jobs_key_unique'),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    state: text('state').$type<JobState>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`state = 'pending'`),
    index('jobs_company_kind').on(t.companyId, t.kind, t.createdAt),
    check('jobs_state_check', sql`state IN ('pending', 'done', 'failed')`),
  ],
);

/** Mirrors migration 0340: who turned off which mail. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'mail_opt_outs_pkey', columns: [t.userId, t.kind] })],
);
