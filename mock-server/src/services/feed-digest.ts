import { countDistinct, eq } from 'drizzle-orm';
import type { FeedDigest } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { feedPostCounts, feedPosts } from '../db/schema/feeds.js';
import type { AuthContext } from '../http/app-types.js';

/** The company's feed at a glance: its posts (the kept count) and the people who wrote them. */
export async function feedDigest(orm: Orm, caller: Pick<AuthContext, 'companyId'>): Promise<FeedDigest> {
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
