import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiTokenScope } from '@timely/contract';
import { companies, users } from './core.js';

/** Mirrors migration 0310-api-tokens: a person's API tokens, each kept as its secret's SHA-256. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_unique'),
    tokenStart: text('token_start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('api_tokens_user').on(t.userId, t.createdAt),
    check('api_tokens_scope_check', sql`scope IN ('read', 'write')`),
    check('api_tokens_name_check', sql`char_length(name) BETWEEN 1 AND 60`),
  ],
);
