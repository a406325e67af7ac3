import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * A route's rate limit per signed-in user (per address for a caller without a session): exports, imports
 * and search read or parse a lot for one request, so one user cannot take the API's one thread from
 * everyone else. The access guard has set `request.auth` by the time the limit is counted.
 */
function perUser(max: number, timeWindow = 60_000): RateLimitOptions {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`),
  };
}

/** Per user and minute (docs/security.md). */
export const LIMITS = {
  /** A CSV export reads every row the caller may see. */
  exports: perUser(10),
  /** An upload is parsed and checked row by row. */
  imports: perUser(10),
  /** The top bar's search runs as the user types. */
  search: perUser(120),
} as const;
