import { apiPaths, appsAvailabilitySchema } from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { appsAvailability } from '../services/apps-availability.js';

/** Whether the demo apps are offered to the caller: the host's sidebar and their routes ask (docs/apps.md). */
export async function appsAvailabilityRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.appsAvailability,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Whether the demo apps (e-mail, chat, to-do, calendar, users) are offered to me',
        description:
          'Not while the demo API is off (DEMO_API=off, always in production: reason demo-api-off), nor when the company admin hid them in the company settings (reason hidden-by-company).',
        response: { 200: appsAvailabilitySchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      // keeps its loose arguments: the main search's service calls it too
      return appsAvailability(ctx);
    },
  );
}
