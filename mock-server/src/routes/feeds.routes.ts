import {
  apiPaths,
  createFeedPostBodySchema,
  feedDigestSchema,
  feedListQuerySchema,
  feedPageSchema,
  feedPostParamsSchema,
  feedPostSchema,
  okSchema,
  pinFeedPostBodySchema,
  updateFeedPostBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { serviceContext } from '../http/service-context.js';
import { feedDigest } from '../services/feed-digest.js';
import { companyPost, editPost, removePost } from '../services/feed-post-edits.js';
import { pinPost, unpinPost } from '../services/feed-pins.js';
import { createUserPost, listFeedPage, toFeedPost } from '../services/feed-posts.js';
import { errorResponses } from '../http/error-responses.js';

const errors = errorResponses(400, 403, 404);
const byId = apiPaths.feeds.byId(':id');
const pinOf = apiPaths.feeds.pin(':id');

/** The company feed (docs/feeds.md). Every rule is checked here; the client only hides buttons. */
export async function feedsRoutes(app: App): Promise<void> {
  registerFeedReadAndPost(app);
  registerFeedPostEdits(app);
  registerFeedDigestAndPins(app);
}

/** Reading the feed and posting to it. */
function registerFeedReadAndPost(app: App): void {
  app.get(
    apiPaths.feeds.list,
    {
      config: { access: ACCESS.signedIn, responseCache: true },
      schema: {
        tags: ['feeds'],
        summary: 'A page of the company feed, newest first, with the pinned post',
        querystring: feedListQuerySchema,
        response: { 200: feedPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      return listFeedPage(serviceContext(request), page, perPage);
    },
  );

  app.post(
    apiPaths.feeds.list,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['feeds'],
        summary: 'Post plain text to the company feed',
        body: createFeedPostBodySchema,
        response: { 201: feedPostSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const row = await createUserPost(ctx, request.body.body);
      return reply.status(201).send(toFeedPost(ctx, await companyPost(ctx, row.id)));
    },
  );
}

/** Editing and deleting a post: one's own, or any as level3. */
function registerFeedPostEdits(app: App): void {
  app.patch(
    byId,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['feeds'],
        summary: 'Change the text of a post (own; level3 any; never a system post)',
        params: feedPostParamsSchema,
        body: updateFeedPostBodySchema,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) => editPost(serviceContext(request), request.params.id, request.body.body),
  );

  app.delete(
    byId,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['feeds'],
        summary: 'Delete a post (own; level3 any)',
        params: feedPostParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await removePost(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** The level3 side: the feed's digest and pinning posts first. */
function registerFeedDigestAndPins(app: App): void {
  // a company admin's view of the feed as a whole (docs/adding-a-screen.md's example)
  app.get(
    apiPaths.feeds.digest,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['feeds'],
        summary: 'The feed at a glance: its posts and their authors (level3)',
        response: { 200: feedDigestSchema, ...errorResponses(403) },
      },
    },
    async (request) => feedDigest(serviceContext(request)),
  );

  // Pinning speaks for the whole company, so it is a company admin's (level3) call, like managing peers.
  app.put(
    pinOf,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['feeds'],
        summary: 'Pin a post first in the feed, replacing the pinned one (level3)',
        params: feedPostParamsSchema,
        body: pinFeedPostBodySchema,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const { post } = await companyPost(ctx, request.params.id);
      await pinPost(ctx, post, request.body.expiresAt ? new Date(request.body.expiresAt) : null);
      return toFeedPost(ctx, await companyPost(ctx, post.id));
    },
  );

  app.delete(
    pinOf,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['feeds'],
        summary: 'Unpin a post (level3)',
        params: feedPostParamsSchema,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const { post } = await companyPost(ctx, request.params.id);
      await unpinPost(ctx, post);
      return toFeedPost(ctx, await companyPost(ctx, post.id));
    },
  );
}

/** A post of the caller's company, or 404. */
