import { serviceContext } from '../http/service-context.js';
import { apiPaths, mainSearchQuerySchema, mainSearchResponseSchema } from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { mainSearch } from '../services/main-search.js';
import { LIMITS } from '../http/user-rate-limit.js';

export async function mainSearchRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.mainSearch,
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.search },
      schema: {
        tags: ['search'],
        summary: "The spec's top-bar search: pages, projects and peers the caller may see, 4 of each at most",
        description:
          "The demo apps' pages (e-mail, chat, to-do, calendar, users) only while they are available to the caller (GET /v2/apps/availability).",
        querystring: mainSearchQuerySchema,
        response: { 200: mainSearchResponseSchema },
      },
    },
    async (request) => mainSearch(serviceContext(request), request.query.q),
  );
}
