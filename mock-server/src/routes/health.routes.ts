import { apiPaths, healthResponseSchema, readyResponseSchema } from '@timely/contract';
import { pendingMigrations } from '../db/migrate.js';
import { pingDatabase } from '../db/ping.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { apiError, HttpError } from '../http/errors.js';

/** `/health` says the process is alive (a restart cures a failure); `/ready` that it can serve (a load balancer's check). */
export async function healthRoutes(app: App, options: { version: string }): Promise<void> {
  app.get(
    apiPaths.health,
    {
      config: { access: ACCESS.public },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.db.kind, version: options.version };
    },
  );

  app.get(
    apiPaths.ready,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and every migration of this version is applied (503 otherwise)',
        response: { 200: readyResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      let state: Awaited<ReturnType<typeof pendingMigrations>>;
      try {
        state = await pendingMigrations(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        throw new HttpError(503, apiError('health.noDatabase'));
      }
      if (state.pending.length)
        throw new HttpError(503, apiError('health.migrationsPending', { count: state.pending.length }));
      return { status: 'ready' as const, database: app.db.kind, migrations: state.applied };
    },
  );
}
