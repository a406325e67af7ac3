import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { projects } from './projects.js';

/** Mirrors migration 0210-task-structure: a project's epics (a grouping of its tasks across sprints). */
export const epics = pgTable(
  'epics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    colour: text('colour').notNull().default('#1677ff'),
    targetDate: date('target_date', { mode: 'string' }),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    rank: doublePrecision('rank').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('epics_project')
      .on(t.projectId, t.rank)
      .where(sql`deleted_at IS NULL`),
    check('epics_status_check', sql`status IN ('open', 'done')`),
    check('epics_colour_check', sql`colour ~ '^#[0-9a-f]{6}$'`),
  ],
);
