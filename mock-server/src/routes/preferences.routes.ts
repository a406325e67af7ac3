import { apiPaths, preferencesSchema } from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { requireAuth } from '../http/access-guard.js';
import { readPreferences, savePreferences } from '../services/preferences.js';
import { errorResponses } from '../http/error-responses.js';

/** The customizer's choices, kept per user so they follow them to any browser. */
export async function preferencesRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.get(
    apiPaths.mePreferences,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['auth'],
        summary: 'My display preferences (the defaults until I save any)',
        response: { 200: preferencesSchema },
      },
    },
    async (request) => readPreferences(orm, requireAuth(request).userId),
  );

  app.put(
    apiPaths.mePreferences,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['auth'],
        summary: 'Replace my display preferences',
        body: preferencesSchema,
        response: { 200: preferencesSchema, ...errorResponses(400) },
      },
    },
    async (request) => savePreferences(orm, requireAuth(request).userId, request.body),
  );
}
