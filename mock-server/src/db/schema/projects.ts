import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, platforms, users } from './core.js';
import type { TaskStatus } from './sprints.js';

/** Mirrors migrations 0002-projects-core and 0090-list-indexes. */

export const PROJECT_STATUSES = ['in_progress', 'pending', 'cancelled', 'delivered', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The end every screen shows (`projectEnd`): a recurring project's start plus its months, as the list sorts it. */
const PROJECT_END_SQL = sql.raw('coalesce(end_date, (start_date + make_interval(months => recurring_months))::date)');

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ProjectStatus>().notNull().default('pending'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    recurringMonths: integer('recurring_months'),
    /** Migration 0220: what its sprints are scored in (hours stay the capacity measure either way). */
    scoringUnit: text('scoring_unit').$type<'hours' | 'points'>().notNull().default('hours'),
    /** WIP limits per status column of the project's boards (migration 0240); a column left out has none. */
    wipLimits: jsonb('wip_limits').$type<Partial<Record<TaskStatus, number>>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Migration 0380: the mean of its last 6 closed sprints' scores, kept by a trigger for the list's score sort. */
    closedScore: numeric('closed_score'),
    /**
     * Migration 0450: the name and description lowered, one unit separator apart (a character no search may
     * hold), which the list's search tests with LIKE and one trigram index holds (as users.search_text).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name) || chr(31) || lower(description)`),
  },
  (t) => [
    // migration 0090-list-indexes replaced projects_company_name with a covering one
    index('projects_company_name_id')
      .on(t.companyId, t.name)
      .where(sql`deleted_at IS NULL`), // INCLUDE (id): drizzle has no spelling for it
    index('projects_company_live')
      .on(t.companyId)
      .where(sql`deleted_at IS NULL`),
    // both INCLUDE (name) since migration 0093, so a page's ids come from the index alone
    index('projects_company_lower_name')
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_start_date')
      .on(t.companyId, t.startDate, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    // the two sorts whose descending order had no index of its own (migration 0430; INCLUDE (name) there too)
    index('projects_company_lower_name_desc')
      .on(t.companyId, sql`lower(${t.name}) DESC`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_start_date_desc')
      .on(t.companyId, t.startDate.desc().nullsFirst(), sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    // each sort of the list in its own order (migration 0380)
    index('projects_company_status')
      .on(t.companyId, t.status, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_status_desc')
      .on(t.companyId, t.status.desc().nullsFirst(), sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_end')
      .on(t.companyId, sql`(${PROJECT_END_SQL}) NULLS LAST`, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_end_desc')
      .on(t.companyId, sql`(${PROJECT_END_SQL}) DESC NULLS LAST`, sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_score')
      .on(t.companyId, t.closedScore.asc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    index('projects_company_score_desc')
      .on(t.companyId, t.closedScore.desc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`deleted_at IS NULL`),
    // project search (migration 0091, pg_trgm)
    index('projects_name_trgm')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`deleted_at IS NULL`),
    // migration 0450: the list's search looks up its lowered name and description in one index
    index('projects_search_text_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`deleted_at IS NULL`),
    check('projects_status_check', sql`status IN ('in_progress', 'pending', 'cancelled', 'delivered', 'on_hold')`),
    check('projects_recurring_months_check', sql`recurring_months BETWEEN 1 AND 20`),
    check('projects_scoring_unit_check', sql`scoring_unit IN ('hours', 'points')`),
  ],
);

/**
 * Mirrors migration 0132-company-project-lists: each company's number of live projects and the sidebar's
 * JSON of their names, rebuilt by triggers on projects (drizzle cannot declare triggers: see
 * db/migrations/baseline/hand-written.ts).
 */
export const companyProjectLists = pgTable(
  'company_project_lists',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projects: integer('projects').notNull(),
    names: text('names').notNull(),
  },
  () => [check('company_project_lists_projects_check', sql`projects >= 0`)],
);

/**
 * Mirrors migration 0420-project-status-counts: each company's number of live projects in each status, moved by
 * a trigger on projects in the transaction of every write, so a level3 page filtered by status reads its total
 * instead of counting the matches.
 */
export const companyProjectStatusCounts = pgTable(
  'company_project_status_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProjectStatus>().notNull(),
    projects: integer('projects').notNull(),
  },
  (t) => [primaryKey({ name: 'company_project_status_counts_pkey', columns: [t.companyId, t.status] })],
);

/**
 * Mirrors migration 0400-project-list-rows: what each project's row in a list shows besides its columns (team,
 * platforms, sprints' scores, the current sprint's work) as the JSON text `project_list_extras` builds, kept by
 * triggers in the transaction of every write it reads, so a page of the list reads it instead of computing it.
 */
export const projectListRows = pgTable('project_list_rows', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  // NULL: stale after a bulk write, computed by the list until refreshed (migration 0400)
  extras: text('extras'),
});

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<'manager' | 'member'>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'project_members_pkey', columns: [t.projectId, t.userId] }),
    index('project_members_user').on(t.userId),
    check('project_members_role_check', sql`role IN ('manager', 'member')`),
  ],
);

export const projectPlatforms = pgTable(
  'project_platforms',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id),
  },
  (t) => [primaryKey({ name: 'project_platforms_pkey', columns: [t.projectId, t.platformId] })],
);
