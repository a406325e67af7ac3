import { apiPaths, mainSearchQuerySchema, mainSearchResponseSchema } from '@timely/contract';
import type { App } from '../http/app-types.js';
import { requireAuth } from '../http/access-guard.js';
import { mainSearch } from '../services/main-search.js';
import { LIMITS } from '../http/user-rate-limit.js';

export async function mainSearchRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.mainSearch,
    {
      config: { access: 'user', rateLimit: LIMITS.search },
      schema: {
        tags: ['search'],
        summary: "The spec's top-bar search: pages, projects and peers the caller may see, 4 of each at most",
        querystring: mainSearchQuerySchema,
        response: { 200: mainSearchResponseSchema },
      },
    },
    async (request) => mainSearch(app.db.orm, requireAuth(request), request.query.q),
  );
}
