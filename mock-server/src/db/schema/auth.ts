import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

/** Mirrors migrations 0010-auth-security and 0100-security-hardening. */

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    purpose: text('purpose').$type<'reset' | 'invite'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0280: who sent an invitation link (the Join page names them). */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('password_reset_tokens_user').on(t.userId, t.createdAt),
    check('password_reset_tokens_purpose_check', sql`purpose IN ('reset', 'invite')`),
  ],
);

/** Mirrors migration 0100: sign-in attempts per key (`account:<email>`, `address:<ip>`), see login-throttle.ts. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});

/** Mirrors migration 0105: request counts per rate-limit key and window, shared by every API instance (http/rate-limit-store.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_idx').on(table.windowEnds)],
);

/** Mirrors migration 0170: a workspace asked for, waiting for the link mailed to its address (services/workspace/signup.ts). */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    email: text('email').primaryKey(),
    companyName: text('company_name').notNull(),
    adminName: text('admin_name').notNull(),
    tokenHash: text('token_hash').notNull().unique('pending_signups_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_signups_expires_at_idx').on(table.expiresAt)],
);

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_user').on(t.userId, t.createdAt),
    check('outbox_status_check', sql`status IN ('pending', 'sent', 'failed', 'logged')`),
  ],
);
