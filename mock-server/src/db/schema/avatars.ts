import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AvatarType } from '@timely/contract';

/** Mirrors migration 0011-peers. */

// PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: one Buffer for the server.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A picture by the hash of its bytes: identical uploads share one row. */
export const avatars = pgTable(
  'avatars',
  {
    hash: text('hash').primaryKey(),
    contentType: text('content_type').$type<AvatarType>().notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('avatars_content_type_check', sql`content_type IN ('image/png', 'image/jpeg', 'image/webp')`),
    check('avatars_byte_size_check', sql`byte_size > 0`),
  ],
);
