import {
  apiPaths,
  errorEnvelopeSchema,
  fetchAllProjectsBodySchema,
  fetchAllProjectsResponseSchema,
  type FetchAllProjectsResponse,
} from '@timely/contract';
import type { App } from '../http/app-types.js';
import { requireAuth } from '../http/access-guard.js';
import { forbidden } from '../http/errors.js';
import { visibleProjectNamesJson } from '../services/project-access.js';

export async function projectsCoreRoutes(app: App): Promise<void> {
  app.post(
    `/${apiPaths.fetchAllProjects}`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['projects'],
        summary: "The spec's sidebar call: the projects the caller may see",
        body: fetchAllProjectsBodySchema,
        response: { 200: fetchAllProjectsResponseSchema, 403: errorEnvelopeSchema },
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
        throw forbidden('The request names another company, user or level than your session.');
      }
      // already JSON in the shape of FetchAllProjectsResponse (projects-core.routes.test.ts parses it with
      // the schema); a string with a JSON content type is sent as is, past the serializer
      const json = `{"statusCode":200,"result":${await visibleProjectNamesJson(app.db.orm, auth)}}`;
      return reply.type('application/json; charset=utf-8').send(json as unknown as FetchAllProjectsResponse);
    },
  );
}
