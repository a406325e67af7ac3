import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core.js';
import { tasks } from './sprints.js';

/** Mirrors migration 0200-task-fields: the company's labels and the labels of each task. */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** `#rrggbb`, lower case. */
    colour: text('colour').notNull(),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('labels_company_name').on(t.companyId, t.name),
    check('labels_colour_check', sql`colour ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const taskLabels = pgTable(
  'task_labels',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id),
  },
  (t) => [
    primaryKey({ name: 'task_labels_pkey', columns: [t.taskId, t.labelId] }),
    index('task_labels_label').on(t.labelId),
  ],
);
