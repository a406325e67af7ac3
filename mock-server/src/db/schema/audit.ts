import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

/** Mirrors migration 0111-audit-log: one admin-level change, with who made it and the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Null for the operator's command line. */
    actorId: uuid('actor_id').references(() => users.id),
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    /** The target's name when it changed, so the entry still reads after a rename or delete. */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_time').on(t.companyId, t.createdAt, t.id),
    index('audit_log_company_actor_time').on(t.companyId, t.actorId, t.createdAt),
    index('audit_log_company_kind_time').on(t.companyId, t.kind, t.createdAt),
    index('audit_log_company_target_time').on(t.companyId, t.targetType, t.targetId, t.createdAt),
  ],
);
