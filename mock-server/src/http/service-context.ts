import type { FastifyRequest } from 'fastify';
import type { PublicContext, ServiceContext } from '../services/service-context.js';
import { callerWorkingWeek, requireAuth } from './access-guard.js';
import { absoluteUrl } from './public-url.js';
import { requestLanguage } from './request-language.js';

/** The context any request gives the services it calls, signed in or not. */
export function publicContext(request: FastifyRequest): PublicContext {
  const app = request.server;
  let language: ReturnType<PublicContext['language']> | undefined;
  return {
    db: app.db,
    orm: app.db.orm,
    config: app.config,
    secrets: app.secrets,
    mailer: app.mailer,
    log: request.log,
    afterReply: (name, task) => app.afterReply(name, task),
    now: () => app.now(),
    language: () => (language ??= requestLanguage(app.db.orm, request)),
    pictureUrl: (path) => absoluteUrl(request, path),
  };
}

/** The context of a signed-in request (401 without a caller). */
export function serviceContext(request: FastifyRequest): ServiceContext {
  const caller = requireAuth(request);
  return { ...publicContext(request), caller, workingWeek: async () => callerWorkingWeek(request) };
}
