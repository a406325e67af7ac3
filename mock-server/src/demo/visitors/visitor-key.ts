import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/app-types.js';
import type { DemoScope } from './visitor-sets.js';

/** The start of an anonymous visitor's key (the pruning applies to these only). */
export const ANONYMOUS_VISITOR_PREFIX = 'ip:';

/**
 * Whose demo data a request reads and writes: a signed-in product user's own (the access guard has read a
 * good token, and ignored a stale one, on these public routes), else the caller's address's. The address is
 * kept only as a hash, never as written.
 */
function demoVisitorKey(request: FastifyRequest): string {
  if (request.auth) return `user:${request.auth.userId}`;
  return `${ANONYMOUS_VISITOR_PREFIX}${createHash('sha256').update(request.ip).digest('hex').slice(0, 32)}`;
}

/** The scope a demo route hands its service: the database, the caller's key and the app's clock. */
export function demoScope(app: App, request: FastifyRequest): DemoScope {
  return { orm: app.db.orm, visitor: demoVisitorKey(request), now: app.now() };
}
