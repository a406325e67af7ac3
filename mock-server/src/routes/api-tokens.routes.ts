import {
  API_TOKENS_PER_PERSON,
  apiTokenListSchema,
  apiTokenPaths,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  idParamsSchema,
  okSchema,
} from '@timely/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/api-tokens.js';
import type { ServiceContext } from '../services/service-context.js';

/**
 * Personal API tokens (docs/integrations.md "API tokens"): each person lists, makes and revokes their own,
 * from a signed-in session only (a token is refused here, 403 `apiToken.sessionRequired`). How a token opens
 * the other routes is the access guard's (http/access-guard.ts).
 */
export async function apiTokensRoutes(app: App): Promise<void> {
  app.get(
    apiTokenPaths.mine,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'My API tokens: name, scope, start of the secret, created, expires, last used (never the secret)',
        response: { 200: apiTokenListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      items: await listApiTokens(sessionContext(request)),
      limit: API_TOKENS_PER_PERSON,
    }),
  );

  app.post(
    apiTokenPaths.mine,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Make an API token: its secret is in this answer only',
        description:
          'The token acts as you, with your level at the time of each request. Scope `read` allows GET and HEAD only. It works until `expiresInDays` from now or through `expiresOn` (UTC), a year at most (90 days without either). At most 20 tokens a person (409 `apiToken.limit`).',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(sessionContext(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    apiTokenPaths.one(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Revoke one of my API tokens: it stops at once',
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeApiToken(sessionContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** The context of a signed-in session: an API token is refused here (403), so no token makes or revokes another. */
function sessionContext(request: FastifyRequest): ServiceContext {
  requireSession(request);
  return serviceContext(request);
}
