import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SavedViewFilters } from '@timely/contract';
import { companies, users } from './core.js';
import { projects } from './projects.js';

/** Mirrors migration 0260-saved-views: a person's saved queries of a project's task list. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    filters: jsonb('filters')
      .$type<SavedViewFilters>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name')
      .on(t.projectId, t.ownerId, t.name)
      .where(sql`deleted_at IS NULL`),
    index('saved_views_shared')
      .on(t.projectId)
      .where(sql`shared AND deleted_at IS NULL`),
    check('saved_views_name_check', sql`char_length(name) BETWEEN 1 AND 80`),
  ],
);
