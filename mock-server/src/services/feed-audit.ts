import type { Orm } from '../db/client.js';
import type { FeedPostRow } from '../db/schema/feeds.js';
import type { AuthContext } from '../http/app-types.js';
import { recordAudit } from './audit/audit-log.js';

const LABEL_LENGTH = 80;

/**
 * Records an admin's act on a post: pinning and unpinning speak for the company, and editing or deleting
 * someone else's post is moderation. A person's own edits and deletions are theirs, not admin acts.
 */
export async function auditPost(
  tx: Orm,
  auth: AuthContext,
  kind: 'feed_post.pinned' | 'feed_post.unpinned' | 'feed_post.edited' | 'feed_post.deleted',
  post: Pick<FeedPostRow, 'id' | 'body' | 'authorId'>,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } = {},
): Promise<void> {
  if ((kind === 'feed_post.edited' || kind === 'feed_post.deleted') && post.authorId === auth.userId) return;
  await recordAudit(tx, {
    companyId: auth.companyId,
    actorId: auth.userId,
    kind,
    target: {
      type: 'feed_post',
      id: post.id,
      label: post.body.length > LABEL_LENGTH ? `${post.body.slice(0, LABEL_LENGTH - 1)}…` : post.body,
    },
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
