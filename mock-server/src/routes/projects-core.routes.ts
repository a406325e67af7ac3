import negotiate from '@fastify/accept-negotiator';
import {
  apiPaths,
  fetchAllProjectsBodySchema,
  fetchAllProjectsResponseSchema,
  type FetchAllProjectsResponse,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { requireAuth } from '../http/access-guard.js';
import { apiError, forbidden } from '../http/errors.js';
import { serviceContext } from '../http/service-context.js';
import { sidebarResponses, type Encoding } from '../services/projects/sidebar-responses.js';
import { errorResponses } from '../http/error-responses.js';

export async function projectsCoreRoutes(app: App): Promise<void> {
  const sidebarResponseOf = sidebarResponses();
  app.post(
    `/${apiPaths.fetchAllProjects}`,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary: "The spec's sidebar call: the projects the caller may see",
        body: fetchAllProjectsBodySchema,
        response: { 200: fetchAllProjectsResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      // the body may repeat who the caller is, never claim to be someone else
      if (
        (body.company && body.company !== auth.companyId) ||
        (body.user && body.user !== auth.userId) ||
        (body.level && body.level !== auth.level)
      ) {
        throw forbidden(apiError('auth.otherSession'));
      }
      // already JSON in the shape of FetchAllProjectsResponse (projects-core.routes.test.ts parses it with
      // the schema); bytes with a JSON content type are sent as they are, past the serializer, compressed
      // when the caller accepts it (a browser always does)
      const sidebar = await sidebarResponseOf(serviceContext(request));
      const encoding = negotiate<Encoding>(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // a short list goes as it is: compressing it would cost more than the bytes it saves
      if (!encoding || sidebar.body.length < 8192)
        return reply.send(sidebar.body as unknown as FetchAllProjectsResponse);
      const encoded = await sidebar.encoded(encoding);
      return reply.header('content-encoding', encoding).send(encoded as unknown as FetchAllProjectsResponse);
    },
  );
}
