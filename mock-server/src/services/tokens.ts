import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { refreshTokens, sessions } from '../db/schema/core.js';
import type { AuthContext } from '../http/app-types.js';
import { unauthorized } from '../http/errors.js';
import type { PublicContext } from './service-context.js';

/** A one-way hash for tokens we store: a leaked table reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export type IssuedTokens = { token: string; refreshToken: string; expiresIn: number };

/**
 * How long a spent refresh token still returns its successor: two tabs (or a retry after a lost answer)
 * refreshing the same token at once both get the same new pair instead of a revoked session. Past it, a
 * spent token used again still ends its session (theft).
 */
export const REFRESH_GRACE_MS = 20_000;

/**
 * The refresh token that succeeds a spent one: an HMAC of the spent token's hash with the signing secret,
 * so the same successor can be handed out again within the grace without ever storing a usable token.
 */
function successorToken(secret: string, spentHash: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${spentHash}`).digest('base64url');
}

/** What signs access tokens (the server's JWT plugin): the claims and how long the token lives. */
export type AccessTokenSigner = { sign(claims: Record<string, unknown>, options: { expiresIn: number }): string };

/**
 * Signs an access token and stores a new refresh token for the user. A sign-in (no `sessionId`) starts a
 * session that ends SESSION_MAX_AGE_DAYS later whatever its refreshes; a refresh passes its session on,
 * so every token of one sign-in shares it (`sid` in the token), and the access guard stops them all at
 * once when the session is revoked (services/tokens.ts revokeSessions).
 */
export async function issueTokens(
  ctx: PublicContext & { jwt: AccessTokenSigner },
  auth: AuthContext & { sessionEndsAt?: Date; spentHash?: string },
): Promise<IssuedTokens> {
  const { orm } = ctx;
  const now = ctx.now();
  let sessionId = auth.sessionId;
  let endsAt = auth.sessionEndsAt ?? new Date(now.getTime() + ctx.config.sessionMaxAgeDays * 86_400_000);
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
  const refreshToken = auth.spentHash ? successorToken(ctx.secrets.jwt, auth.spentHash) : randomToken();
  const refreshEnds = Math.min(now.getTime() + ctx.config.refreshTokenTtlDays * 86_400_000, endsAt.getTime());
  const issuedAt = await storeRefreshToken(orm, {
    userId: auth.userId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(refreshEnds),
    sessionId,
    createdAt: new Date(),
  });
  // a successor handed out again signs the same access token: issued at the same second, for as long
  const issuedNow = now.getTime() - (Date.now() - issuedAt.getTime());
  // neither token outlives its session
  const secondsLeft = Math.max(1, Math.floor((endsAt.getTime() - issuedNow) / 1000));
  const expiresIn = Math.min(ctx.config.accessTokenTtlSeconds, secondsLeft);
  const token = ctx.jwt.sign(
    {
      sub: auth.userId,
      company: auth.companyId,
      role: auth.role,
      level: auth.level,
      sid: sessionId,
      typ: 'access',
      iat: Math.floor(issuedAt.getTime() / 1000),
    },
    { expiresIn },
  );
  return { token, refreshToken, expiresIn };
}

/**
 * Stores a refresh token's hash and returns when it was first stored: a successor stored already (a
 * refresh in the grace, or its parallel twin) keeps its first time; one spent since is refused.
 */
async function storeRefreshToken(orm: Orm, row: typeof refreshTokens.$inferInsert): Promise<Date> {
  const [inserted] = await orm
    .insert(refreshTokens)
    .values(row)
    .onConflictDoNothing()
    .returning({ createdAt: refreshTokens.createdAt });
  if (inserted) return inserted.createdAt;
  const [stored] = await orm
    .select({ createdAt: refreshTokens.createdAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, row.tokenHash));
  if (!stored || stored.revokedAt) throw unauthorized();
  return stored.createdAt;
}

export type SpentRefreshToken = { userId: string; sessionId: string; sessionEndsAt: Date; spentHash: string };

/**
 * Spends a refresh token of a live session: it is revoked, and whose it was is returned. The same token
 * presented again within REFRESH_GRACE_MS of its spending (a parallel refresh) is returned again, so the
 * caller hands out the same successor (issueTokens). Later, a token spent before (a copy used after its
 * owner refreshed, or the reverse) means two parties hold the session: the whole session is revoked, so
 * the thief's tokens stop as well as the owner's (who signs in again).
 */
export async function spendRefreshToken(ctx: PublicContext, refreshToken: string): Promise<SpentRefreshToken | null> {
  const { orm } = ctx;
  const now = ctx.now();
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
  const [spent] = row
    ? [{ ...row, revokedAt: now }]
    : await orm
        .select({
          userId: refreshTokens.userId,
          sessionId: refreshTokens.sessionId,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.revokedAt} IS NOT NULL`));
  if (!spent?.revokedAt) return null;
  const [session] = await orm
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, spent.sessionId), inArray(sessions.id, liveSessions)));
  if (!session) return null;
  if (now.getTime() - spent.revokedAt.getTime() > REFRESH_GRACE_MS) {
    // spent before, past the grace: theft or a replay; either way the session ends here
    await revokeSessionsWhere(orm, eq(sessions.id, spent.sessionId), now);
    return null;
  }
  return { userId: spent.userId, sessionId: spent.sessionId, sessionEndsAt: session.expiresAt, spentHash: tokenHash };
}

/** Log-out: the session of this refresh token ends, and with it every access token it issued. */
export async function endSessionOf(ctx: PublicContext, refreshToken: string): Promise<void> {
  const { orm } = ctx;
  const owner = orm
    .select({ id: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  await revokeSessionsWhere(orm, inArray(sessions.id, owner), ctx.now());
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
