import { demoUpdateUserBodySchema, demoUpdateUserResponseSchema, demoUsersUpdatePath } from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';
import { updateDemoUser } from './users.js';
import { demoScope } from '../visitors/visitor-key.js';
import { errorResponses } from '../../http/error-responses.js';

/** The users app's save: public like every demo route, and one of the demo writes each address has a budget for. */
export async function demoUserRoutes(app: App): Promise<void> {
  app.post(
    demoUsersUpdatePath,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: "Demo: change a user's profile, role, status, department or address",
        body: demoUpdateUserBodySchema,
        response: { 200: demoUpdateUserResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ user: await updateDemoUser(demoScope(app, request), request.body.id, request.body.user) }),
  );
}
