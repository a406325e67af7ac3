import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARS,
  API_TOKENS_PER_PERSON,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@timely/contract';
import { apiTokens } from '../db/schema/api-tokens.js';
import { apiError, fieldError, HttpError, notFound } from '../http/errors.js';
import { recordAudit } from './audit/audit-log.js';
import { addDays } from './calendar-days.js';
import type { ServiceContext } from './service-context.js';
import { hashToken } from './tokens.js';

const DAY_MS = 86_400_000;
/** A token made without a term works this long. */
const DEFAULT_DAYS = 90;

type Row = typeof apiTokens.$inferSelect;

function toToken(row: Row): ApiToken {
  return {
    _id: row.id,
    name: row.name,
    scope: row.scope,
    start: row.tokenStart,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new secret: `tly_` and 32 random bytes (base64url), so a secret scanner knows one when it sees it. */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The caller's tokens, newest first (expired ones too, until they are revoked); never their secrets. */
export async function listApiTokens(ctx: ServiceContext): Promise<ApiToken[]> {
  const rows = await ctx.orm
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, ctx.caller.userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toToken);
}

/**
 * When a new token stops working: `expiresInDays` from now, or the end of the day `expiresOn` (UTC), which
 * must be after today and at most API_TOKEN_MAX_DAYS away; a token never works forever.
 */
export function expiryOf(body: Pick<CreateApiTokenBody, 'expiresInDays' | 'expiresOn'>, now: Date): Date {
  if (body.expiresOn === undefined) return new Date(now.getTime() + (body.expiresInDays ?? DEFAULT_DAYS) * DAY_MS);
  const today = now.toISOString().slice(0, 10);
  const latest = addDays(today, API_TOKEN_MAX_DAYS - 1);
  if (body.expiresOn < today) throw fieldError('expiresOn', apiError('field.inFuture'));
  if (body.expiresOn > latest) throw fieldError('expiresOn', apiError('field.withinYear', { latest }));
  return new Date(`${addDays(body.expiresOn, 1)}T00:00:00.000Z`);
}

/**
 * Makes a token for the caller (at most API_TOKENS_PER_PERSON at once): its secret is answered this once,
 * only its hash is kept. Audited as api_token.created, with the scope and the expiry, never the secret.
 */
export async function createApiToken(ctx: ServiceContext, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { caller: auth } = ctx;
  const now = ctx.now();
  const expiresAt = expiryOf(body, now);
  const secret = newApiTokenSecret();
  return ctx.orm.transaction(async (tx) => {
    // one person's tokens are made one at a time: the count below cannot be raced past the limit
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_tokens'), hashtext(${auth.userId}))`);
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, auth.userId));
    if ((held?.n ?? 0) >= API_TOKENS_PER_PERSON)
      throw new HttpError(409, apiError('apiToken.limit', { maximum: API_TOKENS_PER_PERSON }));
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: auth.userId,
        companyId: auth.companyId,
        name: body.name,
        scope: body.scope,
        tokenHash: hashToken(secret),
        tokenStart: secret.slice(0, API_TOKEN_SHOWN_CHARS),
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'api_token.created',
      target: { type: 'api_token', id: row!.id, label: row!.name },
      after: { scope: row!.scope, expiresAt: row!.expiresAt.toISOString() },
      at: now,
    });
    return { token: toToken(row!), secret };
  });
}

/** Revokes one of the caller's own tokens: it stops at once. Another person's token is 404, as if unknown. */
export async function revokeApiToken(ctx: ServiceContext, id: string): Promise<void> {
  const { caller: auth } = ctx;
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    const [row] = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, auth.userId)))
      .returning();
    if (!row) throw notFound('notFound.apiToken');
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'api_token.revoked',
      target: { type: 'api_token', id: row.id, label: row.name },
      before: { scope: row.scope, expiresAt: row.expiresAt.toISOString() },
      at: now,
    });
  });
}
