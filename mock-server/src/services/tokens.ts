import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client.js';
import { refreshTokens } from '../db/schema/core.js';
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
 * Signs an access token and stores a new refresh token for the user. A sign-in starts a session; a
 * refresh passes its session id on, so every token of one sign-in shares it (`sid` in the token).
 */
export async function issueTokens(app: FastifyInstance, orm: Orm, auth: AuthContext): Promise<IssuedTokens> {
  const sessionId = auth.sessionId ?? randomUUID();
  const expiresIn = app.config.accessTokenTtlSeconds;
  const token = app.jwt.sign(
    { sub: auth.userId, company: auth.companyId, role: auth.role, level: auth.level, sid: sessionId, typ: 'access' },
    { expiresIn },
  );
  const refreshToken = randomToken();
  const expiresAt = new Date(app.now().getTime() + app.config.refreshTokenTtlDays * 86_400_000);
  await orm.insert(refreshTokens).values({ userId: auth.userId, tokenHash: hashToken(refreshToken), expiresAt, sessionId });
  return { token, refreshToken, expiresIn };
}

/** Spends a refresh token: it is revoked, and whose it was (user and session) is returned, or null. */
export async function spendRefreshToken(orm: Orm, refreshToken: string, now: Date): Promise<{ userId: string; sessionId: string | null } | null> {
  const [row] = await orm
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
  return row ?? null;
}

/** Signs the user out everywhere (or everywhere but `keepSession`): their refresh tokens stop working. */
export async function revokeRefreshTokens(orm: Orm, userId: string, now: Date, keepSession?: string): Promise<void> {
  const others = keepSession ? or(isNull(refreshTokens.sessionId), ne(refreshTokens.sessionId, keepSession)) : undefined;
  await orm
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others));
}
