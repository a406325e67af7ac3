import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Tables of the API core: tenants, people and their option lists, sessions. Mirrors migration 0001, with
 * constraint names as PostgreSQL gave them (schema-drift.test.ts compares the two).
 */

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('companies_slug_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // migration 0110-company-settings: the company's time zone and working week (0 Sunday … 6 Saturday)
    timeZone: text('time_zone').notNull().default('UTC'),
    workingDays: smallint('working_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::smallint[]`),
    // migration 0133: the company's logo, a content-hashed picture path like a user's avatar_url
    logoUrl: text('logo_url'),
    // migration 0190: the admin hid the sidebar's Apps group (the demo apps) and their search entries
    hideApps: boolean('hide_apps').notNull().default(false),
    // migration 0281: the last sheet's columns matched to fields, per import, by lower-cased header
    importMappings: jsonb('import_mappings')
      .$type<Record<string, Record<string, string | null>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    check(
      'companies_working_days_check',
      sql`cardinality(${t.workingDays}) BETWEEN 1 AND 7 AND ${t.workingDays} <@ '{0,1,2,3,4,5,6}'::smallint[]`,
    ),
  ],
);

export const jobRoles = pgTable(
  'job_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    // migration 0133: the order the admin gives the list, and when the entry stopped being offered
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_roles_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    // migration 0133: the order the admin gives the list, and when the entry stopped being offered
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('designations_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    // migration 0133: the order the admin gives the list, and when the entry stopped being offered
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('locations_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    // migration 0141: the order the admin gives the list within its parent, and when the entry stopped being offered
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('blocks_location_name').on(t.locationId, sql`lower(${t.name})`)],
);

export const platforms = pgTable(
  'platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    // migration 0133: the order the admin gives the list, and when the entry stopped being offered
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('platforms_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

export const activityTypes = pgTable(
  'activity_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRoleId: uuid('job_role_id')
      .notNull()
      .references(() => jobRoles.id),
    name: text('name').notNull(),
    // migration 0141: the order the admin gives the list within its parent, and when the entry stopped being offered
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('activity_types_role_name').on(t.jobRoleId, sql`lower(${t.name})`)],
);

export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Migration 0272: the location whose peers have the day off; null, everyone's. */
    locationId: uuid('location_id').references(() => locations.id),
  },
  (t) => [
    uniqueIndex('public_holidays_company_day').on(
      t.companyId,
      t.day,
      sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/** Users and peers are one table: every peer can sign in; `role` and `level` come from docs/privacy.md. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    employeeId: text('employee_id').notNull(),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    jobRoleId: uuid('job_role_id').references(() => jobRoles.id),
    designationId: uuid('designation_id').references(() => designations.id),
    locationId: uuid('location_id').references(() => locations.id),
    blockId: uuid('block_id').references(() => blocks.id),
    defaultWorkMode: text('default_work_mode').notNull().default('office'),
    currentStatus: text('current_status').notNull().default('office'),
    workingHours: text('working_hours').notNull().default('09:00-18:00'),
    timeZone: text('time_zone').notNull().default('UTC'),
    imIds: jsonb('im_ids')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    role: text('role').$type<'admin' | 'editor'>().notNull(),
    level: text('level').$type<'level1' | 'level2' | 'level3'>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0140: 'pending' until the peer chooses a password through an invitation link, 'revoked' when taken back. */
    invitation: text('invitation').$type<'pending' | 'revoked'>(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Migration 0272 (people records): null reads as the day the account was made. */
    hireDate: date('hire_date', { mode: 'string' }),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id),
    /** The company's own fields (peer_fields), by field id. */
    fieldValues: jsonb('field_values')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Migration 0440: the name and email lowered, one unit separator apart (a character no search may hold),
     * and the employee id lowered: a search tests `LIKE lower(pattern)` against text lowered once, where ILIKE
     * lowered every peer's text for every search (what ILIKE means, done at write time).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name) || chr(31) || lower(email)`),
    employeeIdLower: text('employee_id_lower').generatedAlwaysAs(sql`lower(employee_id)`),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    uniqueIndex('users_company_employee_id').on(t.companyId, t.employeeId),
    index('users_company_name').on(t.companyId, t.name),
    // migration 0090-list-indexes
    index('users_company_live')
      .on(t.companyId)
      .where(sql`deleted_at IS NULL`),
    // the directory's page and count read from this index alone (migration 0460: INCLUDE of the searched, filtered
    // and sorted columns there)
    index('users_company_lower_name')
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    check('users_role_check', sql`role IN ('admin', 'editor')`),
    check('users_level_check', sql`level IN ('level1', 'level2', 'level3')`),
    // migration 0011-peers
    check('users_default_work_mode', sql`default_work_mode IN ('office', 'wfh', 'field')`),
    check('users_current_status', sql`current_status IN ('office', 'wfh', 'field', 'leave')`),
    // an admin is level3, an editor level2 or level1 (docs/privacy.md)
    check('users_role_level', sql`(role = 'admin') = (level = 'level3')`),
    // migration 0140-peer-invitations
    check('users_invitation', sql`invitation IN ('pending', 'revoked')`),
    index('users_company_invited')
      .on(t.companyId)
      .where(sql`invitation IS NOT NULL`),
    // migration 0272-people-records
    check('users_hire_date_range', sql`hire_date BETWEEN '1900-01-01' AND '2100-12-31'`),
    check('users_manager_not_self', sql`manager_id <> id`),
    index('users_manager')
      .on(t.managerId)
      .where(sql`manager_id IS NOT NULL`),
  ],
);

/** Mirrors migration 0100: one sign-in; the access guard reads it with the user on every request. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The maximum age: no refresh reaches past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Log-out, password change or reset, or a refresh token used twice. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Added by migration 0010: shared by every rotation of one sign-in (migration 0100: its sessions row). */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
  },
  (t) => [index('refresh_tokens_user').on(t.userId), index('refresh_tokens_session').on(t.sessionId)],
);
