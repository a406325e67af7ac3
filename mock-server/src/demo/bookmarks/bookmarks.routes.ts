import {
  demoApiPaths,
  demoBookmarksQuerySchema,
  demoBookmarksResponseSchema,
  demoUpdateBookmarkBodySchema,
  demoUpdateBookmarkResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { readBookmarks, updateBookmark } from './bookmarks.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';
import { demoScope } from '../visitors/visitor-key.js';
import { errorResponses } from '../../http/error-responses.js';

/** §7 bookmarks: the search index (groups of at most 4) and starring (at most 10, overflow, promotion). */
export async function demoBookmarkRoutes(app: App): Promise<void> {
  app.get(
    demoApiPaths.bookmarks,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: 'Demo: the bookmark search index, its groups and the starred lists',
        querystring: demoBookmarksQuerySchema,
        response: { 200: demoBookmarksResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => readBookmarks(demoScope(app, request), request.query.q),
  );

  app.post(
    demoApiPaths.updateBookmark,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: "Demo: toggle a bookmark's star",
        body: demoUpdateBookmarkBodySchema,
        response: { 200: demoUpdateBookmarkResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => updateBookmark(demoScope(app, request), request.body.obj.id, request.body.obj.starred),
  );
}
