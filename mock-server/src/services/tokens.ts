import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client.js';
import { refreshTokens, sessions } from '../db/schema/core.js';
import type { AuthContext } from '../http/app-types.js';

/** A one-way hash for tokens we store: a leaked table reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export type IssuedTokens = { token: string; refreshToken: string; expiresIn: number };

/**
 * Signs an access token and stores a new refresh token for the user. A sign-in (no `sessionId`) starts a
 * session that ends SESSION_MAX_AGE_DAYS later whatever its refreshes; a refresh passes its session on,
 * so every token of one sign-in shares it (`sid` in the token), and the access guard stops them all at
 * once when the session is revoked (services/tokens.ts revokeSessions).
 */
export async function issueTokens(
  app: FastifyInstance,
  orm: Orm,
  auth: AuthContext & { sessionEndsAt?: Date },
): Promise<IssuedTokens> {
  const now = app.now();
  let sessionId = auth.sessionId;
  let endsAt = auth.sessionEndsAt ?? new Date(now.getTime() + app.config.sessionMaxAgeDays * 86_400_000);
  if (!sessionId) {
    sessionId = randomUUID();
    await orm.insert(sessions).values({ id: sessionId, userId: auth.userId, createdAt: now, expiresAt: endsAt });
  } else if (!auth.sessionEndsAt) {
    const [session] = await orm
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (session) endsAt = session.expiresAt;
  }
  // neither token outlives its session
  const secondsLeft = Math.max(1, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  const expiresIn = Math.min(app.config.accessTokenTtlSeconds, secondsLeft);
  const token = app.jwt.sign(
    { sub: auth.userId, company: auth.companyId, role: auth.role, level: auth.level, sid: sessionId, typ: 'access' },
    { expiresIn },
  );
  const refreshToken = randomToken();
  const refreshEnds = Math.min(now.getTime() + app.config.refreshTokenTtlDays * 86_400_000, endsAt.getTime());
  await orm
    .insert(refreshTokens)
    .values({ userId: auth.userId, tokenHash: hashToken(refreshToken), expiresAt: new Date(refreshEnds), sessionId });
  return { token, refreshToken, expiresIn };
}

export type SpentRefreshToken = { userId: string; sessionId: string; sessionEndsAt: Date };

/**
 * Spends a refresh token of a live session: it is revoked, and whose it was is returned. A token spent
 * before (a copy used after its owner refreshed, or the reverse) means two parties hold the session: the
 * whole session is revoked, so the thief's tokens stop as well as the owner's (who signs in again).
 */
export async function spendRefreshToken(orm: Orm, refreshToken: string, now: Date): Promise<SpentRefreshToken | null> {
  const tokenHash = hashToken(refreshToken);
  const liveSessions = orm
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  const [row] = await orm
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
        inArray(refreshTokens.sessionId, liveSessions),
      ),
    )
    .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
  if (!row) {
    // already spent: theft or a replay; either way the session ends here
    const [spent] = await orm
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.revokedAt} IS NOT NULL`));
    if (spent) await revokeSessionsWhere(orm, eq(sessions.id, spent.sessionId), now);
    return null;
  }
  const [session] = await orm
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, row.sessionId));
  return { ...row, sessionEndsAt: session!.expiresAt };
}

/** Log-out: the session of this refresh token ends, and with it every access token it issued. */
export async function endSessionOf(orm: Orm, refreshToken: string, now: Date): Promise<void> {
  const owner = orm
    .select({ id: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  await revokeSessionsWhere(orm, inArray(sessions.id, owner), now);
}

/**
 * Signs the user out everywhere (or everywhere but `keepSession`): their sessions are revoked, so their
 * access tokens stop at the next request and their refresh tokens stop working.
 */
export async function revokeSessions(orm: Orm, userId: string, now: Date, keepSession?: string): Promise<void> {
  await revokeSessionsWhere(
    orm,
    and(eq(sessions.userId, userId), keepSession ? ne(sessions.id, keepSession) : undefined),
    now,
  );
}

async function revokeSessionsWhere(orm: Orm, where: ReturnType<typeof and>, now: Date): Promise<void> {
  const ended = await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length)
    await orm
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(
            refreshTokens.sessionId,
            ended.map((session) => session.id),
          ),
          isNull(refreshTokens.revokedAt),
        ),
      );
}
