import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';

/** Mirrors migration 0290-company-sso: a company's OpenID provider (the secret encrypted). */
export const companySso = pgTable(
  'company_sso',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    enabled: boolean('enabled').notNull().default(false),
    name: text('name').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    clientId: text('client_id').notNull().default(''),
    clientSecret: text('client_secret'),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jitProvisioning: boolean('jit_provisioning').notNull().default(false),
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_sso_domains').using('gin', t.domains)],
);

/** Mirrors migration 0290: sign-ins under way, then their one-time code for the sign-in page. */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    handoffHash: text('handoff_hash').unique('sso_logins_handoff_hash_key'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_logins_expires_at').on(t.expiresAt)],
);
