import { apiPaths, errorEnvelopeSchema, fetchAllProjectsBodySchema, fetchAllProjectsResponseSchema } from '../contract/index.js';
import type { App } from '../http/app-types.js';
import { requireAuth } from '../http/access-guard.js';
import { forbidden } from '../http/errors.js';
import { listVisibleProjectNames } from '../services/project-access.js';

export async function projectsCoreRoutes(app: App): Promise<void> {
  app.post(`/${apiPaths.fetchAllProjects}`, {
    config: { access: 'user' },
    schema: {
      tags: ['projects'],
      summary: "The spec's sidebar call: the projects the caller may see",
      body: fetchAllProjectsBodySchema,
      response: { 200: fetchAllProjectsResponseSchema, 403: errorEnvelopeSchema },
    },
  }, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    // the body may repeat who the caller is, never claim to be someone else
    if ((body.company && body.company !== auth.companyId) || (body.user && body.user !== auth.userId) || (body.level && body.level !== auth.level)) {
      throw forbidden('The request names another company, user or level than your session.');
    }
    return { statusCode: 200 as const, result: await listVisibleProjectNames(app.db.orm, auth) };
  });
}
