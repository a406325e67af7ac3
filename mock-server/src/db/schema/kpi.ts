import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { projects } from './projects.js';

/** Mirrors migrations 0070-kpi-months, 0071-kpi-project-records and 0072-kpi-tv-links. */

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });
const zeroToTen = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const kpiSettings = pgTable('kpi_settings', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id),
  currency: text('currency').notNull().default('USD'),
});

export const kpiOrgMonths = pgTable('kpi_org_months', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
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
}, (t) => [unique().on(t.companyId, t.month)]);

export const kpiProjectMonths = pgTable('kpi_project_months', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  month: date('month', { mode: 'string' }).notNull(),
  projectedRevenue: money('projected_revenue').notNull(),
  achievedRevenue: money('achieved_revenue').notNull(),
  profitPercent: percent('profit_percent'),
  enps: zeroToTen('enps'),
  cnps: zeroToTen('cnps'),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
}, (t) => [unique().on(t.projectId, t.month), index('kpi_project_months_company_month').on(t.companyId, t.month)]);

export const MILESTONE_STATUSES = ['planned', 'raised', 'paid', 'cancelled'] as const;
export const CHANGE_REQUEST_STATUSES = ['proposed', 'approved', 'rejected'] as const;

export const kpiMilestones = pgTable('kpi_milestones', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  name: text('name').notNull(),
  amount: money('amount').notNull(),
  plannedRaiseDate: date('planned_raise_date', { mode: 'string' }).notNull(),
  actualRaiseDate: date('actual_raise_date', { mode: 'string' }),
  paidOn: date('paid_on', { mode: 'string' }),
  status: text('status').$type<(typeof MILESTONE_STATUSES)[number]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kpiChangeRequests = pgTable('kpi_change_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  amount: money('amount').notNull(),
  raisedOn: date('raised_on', { mode: 'string' }).notNull(),
  status: text('status').$type<(typeof CHANGE_REQUEST_STATUSES)[number]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kpiProfitability = pgTable('kpi_profitability', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  asOn: date('as_on', { mode: 'string' }).notNull(),
  completionPercent: numeric('completion_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  currentProfitPercent: percent('current_profit_percent').notNull(),
  targetProfitPercent: percent('target_profit_percent').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [unique().on(t.projectId, t.asOn)]);

export type EnpsAnswer = { question: string; score: number };

export const kpiEnpsResponses = pgTable('kpi_enps_responses', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  surveyedOn: date('surveyed_on', { mode: 'string' }).notNull(),
  respondentId: uuid('respondent_id').references(() => users.id),
  answers: jsonb('answers').$type<EnpsAnswer[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kpiClientContacts = pgTable('kpi_client_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  title: text('title').notNull().default(''),
  phone: text('phone').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kpiClientFeedback = pgTable('kpi_client_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  contactId: uuid('contact_id').references(() => kpiClientContacts.id, { onDelete: 'set null' }),
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  rating: integer('rating').notNull(),
  improvementAreas: text('improvement_areas').array().notNull().default([]),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kpiThoughtLeadership = pgTable('kpi_thought_leadership', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  projectId: uuid('project_id').notNull().references(() => projects.id),
  title: text('title').notNull(),
  domain: text('domain').notNull(),
  teammateIds: uuid('teammate_ids').array().notNull().default([]),
  link: text('link').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  description: text('description').notNull().default(''),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const kpiTvLinks = pgTable('kpi_tv_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  label: text('label').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdBy: uuid('created_by').notNull().references(() => users.id),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: uuid('revoked_by').references(() => users.id),
});
