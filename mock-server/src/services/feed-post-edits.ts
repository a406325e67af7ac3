import type { FeedPost } from '@timely/contract';
import { apiError, forbidden, notFound } from '../http/errors.js';
import { auditPost } from './feed-audit.js';
import { deletePost, findCompanyPost, mayDeletePost, mayEditPost, toFeedPost, updatePostBody } from './feed-posts.js';
import type { ServiceContext } from './service-context.js';

/** A post of the caller's company with its author; 404 for none (another company's post is as good as missing). */
export async function companyPost({ orm, caller }: ServiceContext, id: string) {
  const row = await findCompanyPost(orm, caller, id);
  if (!row) throw notFound('notFound.post');
  return row;
}

/** PATCH /v2/feeds/:id: the author changes their post's text (level3 any post; never a system post), audited. */
export async function editPost(ctx: ServiceContext, id: string, body: string): Promise<FeedPost> {
  const { orm, caller } = ctx;
  const { post } = await companyPost(ctx, id);
  if (post.kind !== 'user') throw forbidden(apiError('feed.systemPost'));
  if (!mayEditPost(caller, post)) throw forbidden(apiError('feed.editOwn'));
  await orm.transaction(async (tx) => {
    await updatePostBody(tx, post.id, body, ctx.now());
    await auditPost(tx, caller, 'feed_post.edited', post, { before: { body: post.body }, after: { body } });
  });
  return toFeedPost(ctx, await companyPost(ctx, post.id));
}

/** DELETE /v2/feeds/:id: the author deletes their post (level3 any), audited. */
export async function removePost(ctx: ServiceContext, id: string): Promise<void> {
  const { orm, caller } = ctx;
  const { post } = await companyPost(ctx, id);
  if (!mayDeletePost(caller, post)) throw forbidden(apiError('feed.deleteOwn'));
  await orm.transaction(async (tx) => {
    await deletePost(tx, post.id);
    await auditPost(tx, caller, 'feed_post.deleted', post, { before: { body: post.body } });
  });
}
