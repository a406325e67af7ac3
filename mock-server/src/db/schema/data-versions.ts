import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core.js';

/**
 * Mirrors migration 0160-company-data-versions: each company's data version, moved on at the commit of every
 * transaction that writes the company's data (by triggers, in db/migrations/baseline/hand-written.ts). The access
 * check reads it with the caller, and the response cache (http/response-cache.ts) keys answers with it.
 */
export const companyDataVersions = pgTable('company_data_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  // microseconds since 1970: exact in a double until the year 2255
  version: bigint('version', { mode: 'number' }).notNull(),
});
