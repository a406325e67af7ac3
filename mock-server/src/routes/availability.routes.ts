import {
  apiPaths,
  availabilityPageSchema,
  availabilityQuerySchema,
  readyToOnboardPageSchema,
  readyToOnboardQuerySchema,
} from '@timely/contract';
import { requireAuth } from '../http/access-guard.js';
import type { App } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { availabilityPage, readyToOnboardPage } from '../services/availability/availability.js';
import { todayOfCaller } from '../services/peer-feedback/feedback.js';

/** People availability (the screens' docs in docs/): admin only, which is level3 (docs/privacy.md). */
export async function availabilityRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.get(
    apiPaths.availability.list,
    {
      config: { access: ['level3'] },
      schema: {
        tags: ['peers'],
        summary: 'Weekly allocation per peer (level3): task hours ÷ (40 h less approved leave and public holidays)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return availabilityPage(orm, request, auth.companyId, request.query, todayOfCaller(request, app.now()));
    },
  );

  app.get(
    apiPaths.availability.readyToOnboard,
    {
      config: { access: ['level3'] },
      schema: {
        tags: ['peers'],
        summary: 'Peers under 50 % allocated over this week and the next (level3)',
        querystring: readyToOnboardQuerySchema,
        response: { 200: readyToOnboardPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return readyToOnboardPage(orm, request, auth.companyId, request.query, todayOfCaller(request, app.now()));
    },
  );
}
