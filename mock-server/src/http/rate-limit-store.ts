import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';

/** About one call in this many also deletes windows that ended an hour ago, so the table stays small. */
const SWEEP_ONE_IN = 200;

type Hit = { hits: number; ttl: string };

/**
 * @fastify/rate-limit's counts in the database instead of one process's memory (issue #35): with several
 * API instances a user's 10 exports a minute are 10 in all, not 10 per instance. One statement per
 * request counts the hit and starts a new window once the last one ended; each route keeps its own counts
 * (as the plugin's memory store does), keyed by method and URL.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, now(), timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method?: string | string[]; url?: string };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseStore({}, `${[route.method].flat().join(',')} ${route.url ?? ''}:`);
    }
  }
  return DatabaseStore;
}

/**
 * Counts one hit on `key` in its window (a new window starts once the last one ended): the hits so far in
 * this window and the milliseconds left in it. The routes' limits count through it, and so do API tokens'
 * (http/access-guard.ts), whose limit holds across every route.
 */
export async function countHit(
  db: Database,
  key: string,
  at: Date,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await db.query<Hit>(
    `INSERT INTO rate_limit_hits AS kept (key, hits, window_ends) VALUES ($1, 1, $2::timestamptz + $3 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN kept.window_ends <= $2 THEN 1 ELSE kept.hits + 1 END,
       window_ends = CASE WHEN kept.window_ends <= $2 THEN excluded.window_ends ELSE kept.window_ends END
     RETURNING hits, ceil(extract(epoch FROM window_ends - $2::timestamptz) * 1000)::text AS ttl`,
    [key, at.toISOString(), timeWindow],
  );
  if (Math.random() * SWEEP_ONE_IN < 1)
    void db
      .query(`DELETE FROM rate_limit_hits WHERE window_ends < $1::timestamptz - interval '1 hour'`, [at.toISOString()])
      .catch(() => undefined);
  return { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) };
}
