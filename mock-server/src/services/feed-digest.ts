import { countDistinct, eq } from 'drizzle-orm';
import type { FeedDigest } from '@timely/contract';
import { feedPostCounts, feedPosts } from '../db/schema/feeds.js';
import type { ServiceContext } from './service-context.js';

/** The company's feed at a glance: its posts (the kept count) and the people who wrote them. */
export async function feedDigest({ orm, caller }: ServiceContext): Promise<FeedDigest> {
  const [counted] = await orm
    .select({ posts: feedPostCounts.posts })
    .from(feedPostCounts)
    .where(eq(feedPostCounts.companyId, caller.companyId));
  const [authors] = await orm
    .select({ authors: countDistinct(feedPosts.authorId) })
    .from(feedPosts)
    .where(eq(feedPosts.companyId, caller.companyId));
  return { posts: counted?.posts ?? 0, authors: authors?.authors ?? 0 };
}
