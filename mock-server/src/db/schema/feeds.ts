import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FeedEvent, FeedPostKind } from '@timely/contract';
import { companies, users } from './core.js';

/** Mirrors migration 0040-feeds. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<FeedPostKind>().notNull().default('user'),
    authorId: uuid('author_id').references(() => users.id),
    body: text('body').notNull(),
    event: jsonb('event').$type<FeedEvent>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    pinnedBy: uuid('pinned_by').references(() => users.id),
    pinExpiresAt: timestamp('pin_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('feed_posts_company_created').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('feed_posts_one_pin_per_company')
      .on(t.companyId)
      .where(sql`${t.pinnedAt} IS NOT NULL`),
    // migration 0090-list-indexes
    index('feed_posts_company').on(t.companyId),
    check('feed_posts_kind_check', sql`kind IN ('user', 'sprint_closed', 'recognition', 'project_delivered')`),
    check('feed_posts_body_check', sql`char_length(body) BETWEEN 1 AND 2000`),
    // a person's post has an author and no event; a system post the other way round
    check('feed_posts_check', sql`(kind = 'user') = (author_id IS NOT NULL)`),
    check('feed_posts_check1', sql`(kind = 'user') = (event IS NULL)`),
    check('feed_posts_check2', sql`pin_expires_at IS NULL OR pinned_at IS NOT NULL`),
  ],
);

export type FeedPostRow = typeof feedPosts.$inferSelect;

/**
 * Mirrors migration 0092-feed-post-counts: each company's number of posts, kept by a trigger on feed_posts
 * (drizzle cannot declare triggers: see db/migrations/baseline/hand-written.ts).
 */
export const feedPostCounts = pgTable(
  'feed_post_counts',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    posts: integer('posts').notNull(),
  },
  () => [check('feed_post_counts_posts_check', sql`posts >= 0`)],
);
