import type { RouteOptions } from 'fastify';
import type { App } from './app-types.js';
import { errorResponses } from './error-responses.js';

// the methods whose body Fastify parses: malformed JSON (400), too large (413) or another type (415)
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteSchema = { response?: Record<string, unknown> };

/**
 * The error statuses every route of a kind can answer, added to its OpenAPI entry where the route is
 * registered, so a new route cannot forget them: 401 when it needs a session, 403 when it needs a level
 * or takes a body (which may name another company or user), 413 and 415 for a body, 429 when it is
 * rate-limited, and 400 (a path part too long, a control character) and 500 for all.
 * What only some routes answer (404, 409...) each route declares with `errorResponses()`; what a route
 * declares itself wins, for its own description.
 */
export function installDerivedStatuses(app: App): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!schema || route.url.startsWith('/docs')) return;
    const access = route.config?.access ?? 'user';
    const hasBody = [route.method].flat().some((method) => WITH_BODY.has(method));
    // every route reads a query string, and a control character in any query value is refused
    const codes = new Set<number>([400, 500]);
    if (access !== 'public') codes.add(401);
    if (Array.isArray(access)) codes.add(403);
    if (hasBody) for (const code of [400, 403, 413, 415]) codes.add(code);
    if (route.config?.rateLimit) codes.add(429);
    route.schema = {
      ...schema,
      response: { ...errorResponses(...[...codes].sort()), ...schema.response },
    } as RouteOptions['schema'];
  });
}
