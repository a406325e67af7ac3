import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { App } from './app-types.js';

type KeptAnswer = { body: Buffer; contentType: string };

/**
 * The answers of the routes that opt in (`config: { answerCache: true }`, GET lists), kept in this process's
 * memory for the caller who asked and the company's data version the access check read with their session
 * (migration 0160: every write of the company's data moves it on at its commit, whichever API process or
 * script made it). The same question from the same caller, before anything of their company changed, is
 * answered without asking the database again; any write makes the next one ask. Nothing is shared between
 * callers (privacy by level and membership is per caller), the key holds the minute so that what depends on
 * the clock (a pin that expires, today's sprint) is at most a minute behind, and the access check itself
 * still runs on every request, so a revoked session or a deactivated peer is refused at once.
 * `ANSWER_CACHE_MB` bounds the memory (least recently used answers go first); 0 turns it off.
 */
export function installAnswerCache(app: App, maxBytes: number): void {
  if (maxBytes <= 0) return;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + 2 * key.length + 64,
    ttl: 60_000,
  });
  // an answer is keyed with its minute, so once the minute is over nothing asks for it again: let it go then,
  // rather than when the bound is reached, so that the memory a steady load holds stays level
  const sweeper = setInterval(() => kept.purgeStale(), 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    kept.clear();
  });
  const keys = new WeakMap<FastifyRequest, string>();

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request, app.now());
    if (!key) return;
    const answer = kept.get(key);
    if (!answer) {
      keys.set(request, key);
      reply.header('x-answer-cache', 'miss');
      return;
    }
    // bytes with their content type go out as they are, past the serializer
    reply.header('x-answer-cache', 'hit').type(answer.contentType);
    return reply.send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (!key || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string') kept.set(key, { body: Buffer.from(payload), contentType });
    return payload;
  });
}

/** The answer's key, or null when this request's answer is not kept. */
function keyOf(request: FastifyRequest, now: Date): string | null {
  const user = request.signedInUser;
  const auth = request.auth;
  if (request.method !== 'GET' || !request.routeOptions.config.answerCache || !user || !auth) return null;
  if (user.dataVersion === null) return null;
  // everything an answer may depend on besides the database: who asks, with which role and level, in which
  // minute, at which origin (picture links are absolute) and in which languages, and the question itself
  return [
    user.companyId,
    user.dataVersion,
    auth.userId,
    auth.role,
    auth.level,
    Math.floor(now.getTime() / 60_000),
    `${request.protocol}://${request.host}`,
    request.headers['accept-language'] ?? '',
    request.url,
  ].join('\n');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose answer may be kept per caller and company data version (http/answer-cache.ts). */
    answerCache?: boolean;
  }
}
