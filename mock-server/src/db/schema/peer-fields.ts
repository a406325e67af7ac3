import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PeerFieldType, PeerFieldVisibility } from '@timely/contract';
import { companies } from './core.js';

/** Mirrors migration 0272-people-records: the fields a company keeps on its peers beside the built-in ones. */
export const peerFields = pgTable(
  'peer_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: text('type').$type<PeerFieldType>().notNull(),
    choices: jsonb('choices')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    visibility: text('visibility').$type<PeerFieldVisibility>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('peer_fields_company_name').on(t.companyId, sql`lower(${t.name})`),
    check('peer_fields_type_check', sql`type IN ('text', 'number', 'date', 'choice')`),
    check('peer_fields_visibility_check', sql`visibility IN ('everyone', 'managers', 'admins')`),
    check('peer_fields_name_check', sql`char_length(name) BETWEEN 1 AND 60`),
  ],
);
