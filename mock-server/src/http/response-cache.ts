import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { App } from './app-types.js';
import { acceptedLanguage } from './request-language.js';

type KeptResponse = { body: Buffer; contentType: string };

/**
 * The responses of the routes that opt in (`config: { responseCache: true }`, GET lists), kept in this process's
 * memory for the caller who asked and the company's data version the access check read with their session
 * (migration 0160: every write of the company's data moves it on at its commit, whichever API process or
 * script made it). The same question from the same caller, before anything of their company changed, is
 * answered without asking the database again; any write makes the next one ask. Nothing is shared between
 * callers (privacy by level and membership is per caller), the key holds the minute so that what depends on
 * the clock (a pin that expires, today's sprint) is at most a minute behind, and the access check itself
 * still runs on every request, so a revoked session or a deactivated peer is refused at once.
 * `ANSWER_CACHE_MB` bounds the memory (least recently used responses go first); 0 turns it off. Outside
 * production each response says whether it was kept (`x-answer-cache: hit | miss`), for tests and benchmarks;
 * the header and `ANSWER_CACHE_MB` keep the name this cache had first, for the scripts that read them.
 */
export function installResponseCache(app: App, maxBytes: number, { tellCaller = true } = {}): void {
  if (maxBytes <= 0) return;
  const kept = new LRUCache<string, KeptResponse>({
    maxSize: maxBytes,
    sizeCalculation: (response, key) => response.body.length + 2 * key.length + ENTRY_OVERHEAD_BYTES,
    ttl: 60_000,
  });
  // a response is keyed with its minute, so once the minute is over nothing asks for it again: let it go then,
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
    const response = kept.get(key);
    if (!response) {
      keys.set(request, key);
      if (tellCaller) reply.header('x-answer-cache', 'miss');
      return;
    }
    // bytes with their content type go out as they are, past the serializer
    if (tellCaller) reply.header('x-answer-cache', 'hit');
    return reply.type(response.contentType).send(response.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (!key || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string') kept.set(key, { body: ownBytes(payload), contentType });
    return payload;
  });
}

/** What an entry holds besides its body and key: the entry, the buffer's object and the cache's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * The response's bytes in memory of their own. `Buffer.from` puts a small string in a slice of a shared 8 KB
 * pool, and a kept slice holds its whole pool: many small responses held several times the bound.
 */
export function ownBytes(payload: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(payload));
  body.write(payload);
  return body;
}

/**
 * The response's key, or null when this request's response is not kept. The question is the route with its
 * parameters and query as validated (a parameter the route does not know is not part of it), and the
 * language negotiated from Accept-Language rather than the header itself, so that no caller can make
 * entries by varying what the response does not depend on.
 */
function keyOf(request: FastifyRequest, now: Date): string | null {
  const user = request.signedInUser;
  const auth = request.auth;
  if (request.method !== 'GET' || !request.routeOptions.config.responseCache || !user || !auth) return null;
  if (user.dataVersion === null) return null;
  // everything a response may depend on besides the database: who asks, with which role and level, in which
  // minute, at which origin (picture links are absolute) and in which language, and the question itself
  return [
    user.companyId,
    user.dataVersion,
    auth.userId,
    auth.role,
    auth.level,
    Math.floor(now.getTime() / 60_000),
    `${request.protocol}://${request.host}`,
    acceptedLanguage(request.headers['accept-language']),
    request.routeOptions.url,
    JSON.stringify(request.params ?? null),
    JSON.stringify(request.query ?? null),
  ].join('\n');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose response may be kept per caller and company data version (http/response-cache.ts). */
    responseCache?: boolean;
  }
}
