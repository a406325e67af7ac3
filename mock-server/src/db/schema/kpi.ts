import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { projects } from './projects.js';

/** Mirrors migrations 0070-kpi-months, 0071-kpi-project-records and 0072-kpi-tv-links. */

/** A month is stored as its first day. */
const firstOfMonth = (table: string) => check(`${table}_month_check`, sql`extract(day FROM month) = 1`);

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });
const zeroToTen = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const kpiSettings = pgTable(
  'kpi_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    currency: text('currency').notNull().default('USD'),
  },
  () => [check('kpi_settings_currency_check', sql`currency ~ '^[A-Z]{3}$'`)],
);

export const kpiOrgMonths = pgTable(
  'kpi_org_months',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    month: date('month', { mode: 'string' }).notNull(),
    expectedRevenue: money('expected_revenue').notNull(),
    achievedRevenue: money('achieved_revenue').notNull(),
    profitPercent: percent('profit_percent'),
    enps: zeroToTen('enps'),
    cnps: zeroToTen('cnps'),
    targetProfitPercent: percent('target_profit_percent').notNull(),
    targetEnps: zeroToTen('target_enps').notNull(),
    targetCnps: zeroToTen('target_cnps').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('kpi_org_months_company_id_month_key').on(t.companyId, t.month),
    firstOfMonth('kpi_org_months'),
    check('kpi_org_months_expected_revenue_check', sql`expected_revenue >= 0`),
    check('kpi_org_months_achieved_revenue_check', sql`achieved_revenue >= 0`),
    check('kpi_org_months_profit_percent_check', sql`profit_percent BETWEEN -100 AND 100`),
    check('kpi_org_months_enps_check', sql`enps BETWEEN 0 AND 10`),
    check('kpi_org_months_cnps_check', sql`cnps BETWEEN 0 AND 10`),
    check(
      'kpi_org_months_target_profit_percent_check',
      sql`target_profit_percent > 0 AND target_profit_percent <= 100`,
    ),
    check('kpi_org_months_target_enps_check', sql`target_enps > 0 AND target_enps <= 10`),
    check('kpi_org_months_target_cnps_check', sql`target_cnps > 0 AND target_cnps <= 10`),
  ],
);

export const kpiProjectMonths = pgTable(
  'kpi_project_months',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    month: date('month', { mode: 'string' }).notNull(),
    projectedRevenue: money('projected_revenue').notNull(),
    achievedRevenue: money('achieved_revenue').notNull(),
    profitPercent: percent('profit_percent'),
    enps: zeroToTen('enps'),
    cnps: zeroToTen('cnps'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('kpi_project_months_project_id_month_key').on(t.projectId, t.month),
    index('kpi_project_months_company_month').on(t.companyId, t.month),
    firstOfMonth('kpi_project_months'),
    check('kpi_project_months_projected_revenue_check', sql`projected_revenue >= 0`),
    check('kpi_project_months_achieved_revenue_check', sql`achieved_revenue >= 0`),
    check('kpi_project_months_profit_percent_check', sql`profit_percent BETWEEN -100 AND 100`),
    check('kpi_project_months_enps_check', sql`enps BETWEEN 0 AND 10`),
    check('kpi_project_months_cnps_check', sql`cnps BETWEEN 0 AND 10`),
  ],
);

export const MILESTONE_STATUSES = ['planned', 'raised', 'paid', 'cancelled'] as const;
export const CHANGE_REQUEST_STATUSES = ['proposed', 'approved', 'rejected'] as const;

export const kpiMilestones = pgTable(
  'kpi_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    plannedRaiseDate: date('planned_raise_date', { mode: 'string' }).notNull(),
    actualRaiseDate: date('actual_raise_date', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    status: text('status').$type<(typeof MILESTONE_STATUSES)[number]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kpi_milestones_project').on(t.projectId, t.plannedRaiseDate),
    check('kpi_milestones_amount_check', sql`amount >= 0`),
    check('kpi_milestones_status_check', sql`status IN ('planned', 'raised', 'paid', 'cancelled')`),
  ],
);

export const kpiChangeRequests = pgTable(
  'kpi_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    raisedOn: date('raised_on', { mode: 'string' }).notNull(),
    status: text('status').$type<(typeof CHANGE_REQUEST_STATUSES)[number]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kpi_change_requests_project').on(t.projectId, t.raisedOn),
    check('kpi_change_requests_amount_check', sql`amount >= 0`),
    check('kpi_change_requests_status_check', sql`status IN ('proposed', 'approved', 'rejected')`),
  ],
);

export const kpiProfitability = pgTable(
  'kpi_profitability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    asOn: date('as_on', { mode: 'string' }).notNull(),
    completionPercent: numeric('completion_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    currentProfitPercent: percent('current_profit_percent').notNull(),
    targetProfitPercent: percent('target_profit_percent').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('kpi_profitability_project_id_as_on_key').on(t.projectId, t.asOn),
    check('kpi_profitability_completion_percent_check', sql`completion_percent BETWEEN 0 AND 100`),
    check('kpi_profitability_current_profit_percent_check', sql`current_profit_percent BETWEEN -100 AND 100`),
    check('kpi_profitability_target_profit_percent_check', sql`target_profit_percent BETWEEN -100 AND 100`),
  ],
);

export type EnpsAnswer = { question: string; score: number };

export const kpiEnpsResponses = pgTable(
  'kpi_enps_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    surveyedOn: date('surveyed_on', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<EnpsAnswer[]>().notNull(),
    // migration 0111 (issue #29): no respondent is stored; a free comment instead
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kpi_enps_responses_project').on(t.projectId, t.surveyedOn),
    index('kpi_enps_responses_company').on(t.companyId, t.surveyedOn),
  ],
);

export const kpiClientContacts = pgTable(
  'kpi_client_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('kpi_client_contacts_project').on(t.projectId)],
);

export const kpiClientFeedback = pgTable(
  'kpi_client_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    contactId: uuid('contact_id').references(() => kpiClientContacts.id, { onDelete: 'set null' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    rating: integer('rating').notNull(),
    improvementAreas: text('improvement_areas').array().notNull().default([]),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kpi_client_feedback_project').on(t.projectId, t.receivedOn),
    index('kpi_client_feedback_company').on(t.companyId, t.receivedOn),
    check('kpi_client_feedback_rating_check', sql`rating BETWEEN 0 AND 10`),
  ],
);

export const kpiThoughtLeadership = pgTable(
  'kpi_thought_leadership',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    title: text('title').notNull(),
    domain: text('domain').notNull(),
    teammateIds: uuid('teammate_ids').array().notNull().default([]),
    link: text('link').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    description: text('description').notNull().default(''),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('kpi_thought_leadership_project').on(t.projectId, t.publishedOn)],
);

export const kpiTvLinks = pgTable(
  'kpi_tv_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    label: text('label').notNull(),
    keyHash: text('key_hash').notNull().unique('kpi_tv_links_key_hash_key'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
    showRevenue: boolean('show_revenue').notNull().default(false),
    /** Migration 0180: chosen at creation, a year at most; past it the key is refused. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kpi_tv_links_company').on(t.companyId, t.createdAt)],
);
