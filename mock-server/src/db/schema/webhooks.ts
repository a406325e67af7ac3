import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

/** What an event carries besides its subject ids: ids and names only (services/webhooks/company-events.ts). */
export type CompanyEventPayload = Record<string, unknown>;

/**
 * Mirrors migration 0320-webhooks: the outbox of a company's events, written with each change. Migration 0360
 * adds a trigger that NOTIFYs the API processes' live hubs when events are committed.
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().unique('company_events_seq_unique'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    projectId: uuid('project_id'),
    taskId: uuid('task_id'),
    sprintId: uuid('sprint_id'),
    leaveRequestId: uuid('leave_request_id'),
    postId: uuid('post_id'),
    payload: jsonb('payload')
      .$type<CompanyEventPayload>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_events_company_seq').on(t.companyId, t.seq)],
);

/** Mirrors migration 0320: a company's receivers, their secret sealed. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    slack: boolean('slack').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_company').on(t.companyId)],
);

/** Mirrors migration 0320: one row per (event, webhook), and per test or redelivery. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => companyEvents.id),
    eventKind: text('event_kind').notNull(),
    redelivery: boolean('redelivery').notNull().default(false),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    httpStatus: integer('http_status'),
    responseMs: integer('response_ms'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('webhook_deliveries_webhook_created').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_state_check', sql`state IN ('pending', 'delivered', 'failed')`),
  ],
);
