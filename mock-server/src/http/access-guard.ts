import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiTokens } from '../db/schema/api-tokens.js';
import { companies, sessions, users } from '../db/schema/core.js';
import { companyDataVersions } from '../db/schema/data-versions.js';
import {
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
  idSchema,
  levelSchema,
  roleSchema,
  workingWeekOrDefault,
} from '@timely/contract';
import { hashToken } from '../services/tokens.js';
import { dayIn } from '../services/peer-feedback/feedback-math.js';
import type { App, AuthContext, SignedInUser } from './app-types.js';
import { apiError, forbidden, HttpError, unauthorized } from './errors.js';
import { countHit } from './rate-limit-store.js';

type AccessTokenPayload = { sub: string; company: string; role: string; level: string; sid?: string; typ?: string };

/**
 * Checks every request against its route's declared access before any handler runs. A route that
 * forgets to declare its access is treated as 'user' (signed in), never as public.
 */
export function installAccessGuard(app: App): void {
  const { activeUser, tokenOwner } = signedInStatements(app);
  const readApiToken = apiTokenReader(app, tokenOwner);
  const readAuth = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header?.startsWith(`Bearer ${API_TOKEN_PREFIX}`))
      return readApiToken(request, header.slice('Bearer '.length)).catch((error: unknown) => {
        request.signedInUser = null;
        throw error;
      });
    return readAuthWith(request, async (id, sid) => {
      const [user] = await activeUser.execute({ id, sid, now: app.now().toISOString() });
      request.signedInUser = user ?? null;
      return user;
    });
  };
  app.decorateRequest('auth', null);
  app.decorateRequest('signedInUser', null);
  app.addHook('onRequest', async (request) => {
    // an unknown path answers 404 to everyone
    if (request.is404) return;
    const access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public') {
      // a public route still knows its caller when the token is good, and ignores a stale one
      request.auth = await readAuth(request).catch(() => {
        request.signedInUser = null;
        return null;
      });
      return;
    }
    const auth = await readAuth(request);
    request.auth = auth;
    if (!auth) throw unauthorized();
    if (access !== 'user' && !access.includes(auth.level)) throw forbidden();
  });
  // Bodies may repeat who the caller is (the spec's client sends company and user), never claim to be
  // someone else: that is refused before validation, so no handler ever sees it.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (!request.auth || !body || typeof body !== 'object' || Array.isArray(body)) return;
    // the spec's demo API speaks of its own demo people (a demo user's `user` is not the caller)
    if (request.routeOptions.url?.startsWith('/api/')) return;
    const claims = body as Record<string, unknown>;
    for (const key of ['company', 'companyId'] as const) {
      if (key in claims && claims[key] !== request.auth.companyId) throw forbidden(apiError('auth.otherCompany'));
    }
    if ('user' in claims && claims.user !== request.auth.userId) throw forbidden(apiError('auth.otherUser'));
  });
}

/** The statements that read a signed-in caller, prepared once: by session, and by API token. */
function signedInStatements(app: App) {
  // every signed-in request reads its user and its session in one statement, prepared once: a session that
  // was revoked (log-out, password change or reset, a refresh token used twice) or is past its maximum age
  // finds no row, so every token of it stops at once. The profile and the company's name come along, so
  // `GET /v2/me` (sent on every page load) asks the database nothing more. So does the company's data version,
  // which keys the response cache (http/response-cache.ts).
  const signedInFields = {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    level: users.level,
    companyId: users.companyId,
    avatarUrl: users.avatarUrl,
    timeZone: users.timeZone,
    companyName: companies.name,
    companyLogoUrl: companies.logoUrl,
    companyWorkingDays: companies.workingDays,
    dataVersion: companyDataVersions.version,
  };
  const activeUser = app.db.orm
    .select(signedInFields)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyDataVersions, eq(companyDataVersions.companyId, users.companyId))
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt), eq(users.isActive, true)))
    .prepare('access_guard_active_user');
  // an API token's owner, read as a session's is (the same fields, the same checks of the user), by the
  // token's hash: a revoked (deleted) or expired token, or one whose owner was deactivated, finds no row
  const tokenOwner = app.db.orm
    .select({
      ...signedInFields,
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.id, apiTokens.userId), eq(users.companyId, apiTokens.companyId)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyDataVersions, eq(companyDataVersions.companyId, users.companyId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('hash')),
        sql`${apiTokens.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    )
    .prepare('access_guard_api_token');
  return { activeUser, tokenOwner };
}

/**
 * An API token's caller: its owner, its own rate limit, its scope (a read token reads), and its last use
 * written to the minute.
 */
function apiTokenReader(app: App, tokenOwner: ReturnType<typeof signedInStatements>['tokenOwner']) {
  return async (request: FastifyRequest, secret: string): Promise<AuthContext> => {
    const now = app.now();
    const [row] = API_TOKEN_PATTERN.test(secret)
      ? await tokenOwner.execute({ hash: hashToken(secret), now: now.toISOString() })
      : [];
    if (!row) throw unauthorized(apiError('apiToken.invalid'));
    // every request of a token counts against its own limit, whatever the route (a script in a loop)
    const hit = await countHit(app.db, `api-token:${row.tokenId}`, now, 60_000);
    if (hit.current > API_TOKEN_REQUESTS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil(hit.ttl / 1000));
      throw new HttpError(
        429,
        apiError('request.tooMany', { after: seconds === 1 ? '1 second' : `${seconds} seconds` }),
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
    // a read token reads: anything else is refused before any handler runs
    if (row.scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD')
      throw forbidden(apiError('apiToken.readScope'));
    // its last use, to the minute: no write per request (and no kept answer is emptied by it, 0310)
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000)
      await app.db.orm
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiTokens.id, row.tokenId),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - 60_000))),
          ),
        );
    const { tokenId, scope, lastUsedAt: _lastUsedAt, ...user } = row;
    request.signedInUser = user;
    return {
      userId: user.id,
      companyId: user.companyId,
      role: user.role,
      level: user.level,
      apiToken: { id: tokenId, scope },
    };
  };
}

async function readAuthWith(
  request: FastifyRequest,
  activeUserOf: (id: string, sessionId: string) => Promise<SignedInUser | undefined>,
): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  if (!header.startsWith('Bearer ')) throw unauthorized(apiError('auth.bearerHeader'));
  let payload: AccessTokenPayload;
  try {
    payload = await request.jwtVerify<AccessTokenPayload>();
  } catch {
    throw unauthorized();
  }
  const role = roleSchema.safeParse(payload.role);
  const level = levelSchema.safeParse(payload.level);
  // every token belongs to a session (its `sid`); the ids are checked before they reach the statement
  if (
    payload.typ !== 'access' ||
    !role.success ||
    !level.success ||
    !idSchema.safeParse(payload.sub).success ||
    !idSchema.safeParse(payload.sid).success
  )
    throw unauthorized();
  // a token would outlive changes to its user by up to its lifetime: a deleted, deactivated, promoted or
  // demoted user's token stops working at once (their sessions are revoked too: they sign in again)
  const user = await activeUserOf(payload.sub, payload.sid!);
  if (!user || user.companyId !== payload.company || user.role !== role.data || user.level !== level.data)
    throw unauthorized();
  return {
    userId: payload.sub,
    companyId: payload.company,
    role: role.data,
    level: level.data,
    sessionId: payload.sid!,
  };
}

/**
 * The caller of a route that a signed-in session must call itself, never an API token (making and revoking
 * tokens, changing the password): a token that leaks cannot make itself new ones or lock its owner out.
 */
export function requireSession(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.apiToken) throw forbidden(apiError('apiToken.sessionRequired'));
  return auth;
}

/** The signed-in caller's time zone: the days they name (from, to, this week) are days on their clock. */
export function callerTimeZone(request: FastifyRequest): string {
  if (!request.signedInUser) throw unauthorized();
  return request.signedInUser.timeZone;
}

/**
 * Today in the caller's time zone: the one the access check read with the session, so no statement is sent
 * (one round trip of each overview, availability and review request before).
 */
export function todayOfCaller(request: FastifyRequest, now: Date): string {
  return dayIn(now, callerTimeZone(request));
}

/** The caller's company's working week (0 Sunday … 6 Saturday), read with the session: no statement is sent. */
export function callerWorkingWeek(request: FastifyRequest): readonly number[] {
  if (!request.signedInUser) throw unauthorized();
  return workingWeekOrDefault(request.signedInUser.companyWorkingDays);
}

/** The caller of a route whose access is not 'public'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
