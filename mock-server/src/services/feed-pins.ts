import { and, eq, isNotNull } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { feedPosts, type FeedPostRow } from '../db/schema/feeds.js';
import type { AuthContext } from '../http/app-types.js';
import { apiError, conflict } from '../http/errors.js';
import { auditPost } from './feed-audit.js';

/**
 * Pins one post of a company, unpinning whichever was pinned before (an expired pin included), in one
 * transaction. The partial unique index settles two admins pinning at the same moment: one gets a 409.
 */
export async function pinPost(
  orm: Orm,
  post: Pick<FeedPostRow, 'id' | 'companyId' | 'body' | 'authorId'>,
  auth: AuthContext,
  expiresAt: Date | null,
  now = new Date(),
): Promise<void> {
  const pinnedBy = auth.userId;
  try {
    await orm.transaction(async (tx) => {
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
  orm: Orm,
  post: Pick<FeedPostRow, 'id' | 'body' | 'authorId'>,
  auth: AuthContext,
): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx
      .update(feedPosts)
      .set({ pinnedAt: null, pinnedBy: null, pinExpiresAt: null })
      .where(eq(feedPosts.id, post.id));
    await auditPost(tx, auth, 'feed_post.unpinned', post);
  });
}

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; PostgreSQL and PGlite both report SQLSTATE 23505
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
