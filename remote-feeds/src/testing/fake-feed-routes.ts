import { feedPageSchema, feedPostSchema, okSchema, type FeedPost } from '@timely/contract';
import type { InternalAxiosRequestConfig } from 'axios';
import { fail, respond } from './fake-responses';

/** A page of the feed, with the pinned post, as GET /v2/feeds answers. */
export function answerFeedPage(config: InternalAxiosRequestConfig, posts: FeedPost[]) {
  const { page = 1, perPage = 10 } = (config.params ?? {}) as { page?: number; perPage?: number };
  const pinned = posts.find((post) => post.pin) ?? null;
  return respond(
    config,
    200,
    feedPageSchema.parse({
      items: posts.slice((page - 1) * perPage, page * perPage),
      page,
      perPage,
      totalRecords: posts.length,
      pageCount: Math.ceil(posts.length / perPage),
      pinned,
    }),
  );
}

/** A new post by `author` at the top of the feed. */
export function answerCreatePost(
  config: InternalAxiosRequestConfig,
  posts: FeedPost[],
  author: FeedPost['author'],
  body: { body?: string },
) {
  const _id = `10000000-0000-4000-8000-${String(posts.length).padStart(12, '0')}`;
  const created = feedPostSchema.parse({
    _id,
    kind: 'user',
    body: body.body?.trim(),
    author,
    event: null,
    // stamped as the server stamps it, at the moment written: the screen reads it against the same clock
    // eslint-disable-next-line no-restricted-syntax -- a fake of the server, not a test's expectation
    createdAt: new Date().toISOString(),
    editedAt: null,
    pin: null,
    canEdit: true,
    canDelete: true,
  });
  posts.unshift(created);
  return respond(config, 201, created);
}

/** An edit (PATCH) or delete (DELETE) of the post the address names; 404 for one not there or another verb. */
export function answerPostChange(
  config: InternalAxiosRequestConfig,
  posts: FeedPost[],
  method: string,
  body: { body?: string },
) {
  const url = config.url ?? '';
  const id = url.split('/')[3] ?? '';
  const index = posts.findIndex((post) => post._id === id);
  if (index < 0) return fail(config, { status: 404, message: 'Post not found.' });
  if (method === 'PATCH') {
    // eslint-disable-next-line no-restricted-syntax -- a fake of the server, not a test's expectation
    posts[index] = { ...posts[index]!, body: body.body!.trim(), editedAt: new Date().toISOString() };
    return respond(config, 200, posts[index]);
  }
  if (method === 'DELETE') {
    posts.splice(index, 1);
    return respond(config, 200, okSchema.parse({ ok: true }));
  }
  return fail(config, { status: 404, message: `No route ${method} ${url}` });
}
