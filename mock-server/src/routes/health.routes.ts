import { apiPaths, healthResponseSchema } from '../contract/index.js';
import type { App } from '../http/app-types.js';

export async function healthRoutes(app: App, options: { version: string }): Promise<void> {
  app.get(apiPaths.health, {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } },
  }, async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok' as const, database: app.db.kind, version: options.version };
  });
}
