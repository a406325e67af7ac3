import type { App } from '../http/app-types.js';
import { named } from '../http/named-plugin.js';
import { demoAuthRoutes } from './auth/demo-auth.routes.js';
import { demoBookmarkRoutes } from './bookmarks/bookmarks.routes.js';
import { demoCatalogRoutes } from './catalog/catalog.routes.js';
import { demoChatRoutes } from './chat/chat.routes.js';
import { registerDemoJwt } from './demo-jwt.js';
import { demoEmailRoutes } from './email/email.routes.js';
import { demoTodoRoutes } from './todo/todo.routes.js';
import { demoUserRoutes } from './users/users.routes.js';

/**
 * The spec's demo API (§7), served as written. Every route is public, like the template's in-browser fake
 * API, and its data is not per company but per visitor, as each browser had its own (visitors/visitor-sets.ts).
 */
export async function demoRoutes(app: App): Promise<void> {
  // The template's axios posts a bare task id with its default form content type: read such bodies as
  // their text (only inside these routes), and let each route's schema judge them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  await registerDemoJwt(app);
  await app.register(named(demoAuthRoutes));
  await app.register(named(demoBookmarkRoutes));
  await app.register(named(demoCatalogRoutes));
  await app.register(named(demoEmailRoutes));
  await app.register(named(demoChatRoutes));
  await app.register(named(demoTodoRoutes));
  await app.register(named(demoUserRoutes));
}
