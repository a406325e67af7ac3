import { and, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { App } from '../http/app-types.js';
import { HttpError } from '../http/errors.js';
import { loginFailures } from '../db/schema/auth.js';

/**
 * Sign-in throttling (docs/api.md): failed attempts are counted per account and per client address
 * over sliding windows, in the database, so limits hold across restarts and never leak between test
 * servers. Unknown emails are counted like known ones: a 429 reveals nothing about who has an account.
 */
export async function assertLoginAllowed(app: App, email: string, address: string): Promise<void> {
  const { maxPerAccount, accountWindowSeconds, maxPerAddress, addressWindowSeconds } = app.config.loginThrottle;
  const now = app.now();
  const account = await windowOf(app, eq(loginFailures.email, email), now, accountWindowSeconds);
  if (account.count >= maxPerAccount) throw tooMany(account.oldest, accountWindowSeconds, now, 'for this account');
  const client = await windowOf(app, eq(loginFailures.address, address), now, addressWindowSeconds);
  if (client.count >= maxPerAddress) throw tooMany(client.oldest, addressWindowSeconds, now, 'from your network address');
}

export async function recordLoginFailure(app: App, email: string, address: string): Promise<void> {
  const now = app.now();
  const { accountWindowSeconds, addressWindowSeconds } = app.config.loginThrottle;
  // rows older than both windows count for nothing: drop them as we go
  const horizon = new Date(now.getTime() - Math.max(accountWindowSeconds, addressWindowSeconds) * 1000);
  await app.db.orm.delete(loginFailures).where(lt(loginFailures.failedAt, horizon));
  await app.db.orm.insert(loginFailures).values({ email, address, failedAt: now });
}

/** A successful sign-in (or a password reset) forgives the account's failures, not the address's. */
export async function clearLoginFailures(app: App, email: string): Promise<void> {
  await app.db.orm.delete(loginFailures).where(eq(loginFailures.email, email));
}

async function windowOf(app: App, who: ReturnType<typeof eq>, now: Date, windowSeconds: number) {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await app.db.orm
    .select({ count: sql<number>`count(*)::int`, oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(who, gt(loginFailures.failedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

function tooMany(oldest: Date | null, windowSeconds: number, now: Date, scope: string): HttpError {
  // the window frees a slot when its oldest failure ages out
  const freeAt = (oldest ?? now).getTime() + windowSeconds * 1000;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new HttpError(429, `Too many failed sign-ins ${scope}. Try again in ${wait}, or reset your password.`, undefined, { 'retry-after': String(seconds) });
}
