/**
 * `npm run bench:api -- --cache-memory`: what the response cache (src/http/response-cache.ts) really holds
 * against its bound. One process, the real cache on a bare route, asked questions no answer repeats, with
 * answers of the sizes the portal's lists have (a few hundred bytes to 80 KB, most of them small), until
 * three times the bound has passed through it. Prints the memory held above the idle process after a full
 * garbage collection, next to the bound. `ANSWER_CACHE_MB` sets the bound (16), `BENCH_LARGEST_ANSWER` the
 * largest answer in bytes (80,000; 4,000 asks only small ones, where per-answer overheads weigh most).
 */
import Fastify from 'fastify';
import { installResponseCache } from '../src/http/response-cache.js';
import type { App } from '../src/http/app-types.js';

const MB = 1024 * 1024;
const BOUND_MB = Number(process.env.ANSWER_CACHE_MB ?? 16);

declare const gc: (() => void) | undefined;

/** The heap and the buffers outside it, once what the injected requests left behind is let go. */
async function held(): Promise<number> {
  if (typeof gc !== 'function') throw new Error('run with node --expose-gc');
  // an injected request's objects are released on a later turn of the event loop
  await new Promise((resolve) => setTimeout(resolve, 300));
  gc();
  gc();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.external;
}

/** Sizes spread as the lists' are: many small answers (a page of a short list), some large ones. */
function responseSize(random: () => number): number {
  return Math.round(
    Math.exp(Math.log(300) + random() * (Math.log(Number(process.env.BENCH_LARGEST_ANSWER ?? 80_000)) - Math.log(300))),
  );
}

/** A small deterministic random source, so that two runs ask the same questions. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function main(): Promise<void> {
  const app = Fastify({ logger: false }) as unknown as App;
  app.decorate('now', () => new Date());
  app.addHook('onRequest', async (request) => {
    Object.assign(request, {
      signedInUser: { companyId: 'c1', dataVersion: 1 },
      auth: { userId: `u${Number((request.query as { page?: string }).page) % 50}`, role: 'admin', level: 'level3' },
    });
  });
  installResponseCache(app, BOUND_MB * MB, { tellCaller: true });
  const random = seeded(42);
  app.get('/v2/list', { config: { responseCache: true } }, async (request) => {
    const size = Number((request.query as { size: string }).size);
    return { items: 'x'.repeat(Math.max(0, size - 12)) };
  });
  await app.ready();
  await app.inject({ method: 'GET', url: '/v2/list?page=0&size=100' });
  const idle = await held();
  let passed = 0;
  let asked = 0;
  const started = performance.now();
  while (passed < 3 * BOUND_MB * MB) {
    const size = responseSize(random);
    asked += 1;
    const response = await app.inject({ method: 'GET', url: `/v2/list?page=${asked}&size=${size}` });
    if (response.headers['x-answer-cache'] !== 'miss') throw new Error(`question ${asked} was not asked anew`);
    passed += size;
  }
  const full = await held();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `response cache, bound ${BOUND_MB} MB: ${asked} questions, ${(passed / MB).toFixed(1)} MB of answers in ${seconds} s`,
  );
  console.log(
    `held above the idle process after a full collection: ${((full - idle) / MB).toFixed(1)} MB (${((full - idle) / (BOUND_MB * MB)).toFixed(2)} of the bound)`,
  );
  await app.close();
}

await main();
