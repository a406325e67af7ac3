import { and, eq, isNotNull } from 'drizzle-orm';
import { feedPosts, type FeedPostRow } from '../db/schema/feeds.js';
import { apiError, conflict, fieldError } from '../http/errors.js';
import { isUniqueViolation } from './db-errors.js';
import { auditPost } from './feed-audit.js';
import type { ServiceContext } from './service-context.js';

/**
 * Pins one post of a company until `expiresAt` (by the server's clock, which must not have passed it; null:
 * until unpinned), unpinning whichever was pinned before (an expired pin included), in one transaction. The
 * partial unique index settles two admins pinning at the same moment: one gets a 409.
 */
export async function pinPost(
  ctx: ServiceContext,
  post: Pick<FeedPostRow, 'id' | 'companyId' | 'body' | 'authorId'>,
  expiresAt: Date | null,
): Promise<void> {
  const { caller: auth } = ctx;
  const now = ctx.now();
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw fieldError('expiresAt', apiError('field.inFuture'));
  const pinnedBy = auth.userId;
  try {
    await ctx.orm.transaction(async (tx) => {
      await tx
        .update(feedPosts)
        .set({ pinnedAt: null, pinnedBy: null, pinExpiresAt: null })
        .where(and(eq(feedPosts.companyId, post.companyId), isNotNull(feedPosts.pinnedAt)));
      await tx
        .update(feedPosts)
        .set({ pinnedAt: now, pinnedBy, pinExpiresAt: expiresAt })
        .where(eq(feedPosts.id, post.id));
      await auditPost(tx, auth, 'feed_post.pinned', post, {
        after: { expiresAt: expiresAt?.toISOString() ?? null },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(apiError('feed.pinRace'));
    throw error;
  }
}

export async function unpinPost(
  ctx: ServiceContext,
  post: Pick<FeedPostRow, 'id' | 'body' | 'authorId'>,
): Promise<void> {
  const { caller: auth } = ctx;
  await ctx.orm.transaction(async (tx) => {
    await tx
      .update(feedPosts)
      .set({ pinnedAt: null, pinnedBy: null, pinExpiresAt: null })
      .where(eq(feedPosts.id, post.id));
    await auditPost(tx, auth, 'feed_post.unpinned', post);
  });
}
