import { eq, lt, sql } from 'drizzle-orm';
import { apiError, HttpError } from '../http/errors.js';
import { loginThrottle } from '../db/schema/auth.js';
import type { PublicContext } from './service-context.js';

type Scope = 'account' | 'address';
/** "Not before" of a key with no wait: the past, so no concurrent claim with an earlier clock reads it as a wait. */
const FREE_SINCE_EVER = new Date(0);

/**
 * Sign-in throttling (docs/security.md). Every attempt is counted, per account and per client address,
 * before the password is checked: one statement claims the attempt only if the key's "not before" time
 * has come, so a parallel burst gets no further than the first attempt that has to wait. The first
 * LOGIN_FREE_ATTEMPTS_* go through at once; each one after that sets the next wait twice as long as the
 * one before, up to LOGIN_MAX_DELAY_SECONDS. Nobody is locked out: the right password works as soon as
 * the wait is over, so a stranger can slow an account down but never shut its owner out. Unknown emails
 * are counted like known ones, so a 429 reveals nothing about who has an account.
 */
export async function claimLoginAttempt(ctx: PublicContext, email: string, address: string): Promise<void> {
  // the address first: guessing across many accounts from one place slows down as a whole
  await claim(ctx, 'address', address);
  await claim(ctx, 'account', email);
}

/** A correct password: the account starts afresh, and this attempt no longer counts against the address. */
export async function loginSucceeded(ctx: PublicContext, email: string, address: string): Promise<void> {
  await ctx.orm.delete(loginThrottle).where(eq(loginThrottle.key, keyOf('account', email)));
  await ctx.orm
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(eq(loginThrottle.key, keyOf('address', address)));
}

/** A password reset proves the owner: the account's count starts afresh. */
export async function forgetAccountAttempts(ctx: PublicContext, email: string): Promise<void> {
  await ctx.orm.delete(loginThrottle).where(eq(loginThrottle.key, keyOf('account', email)));
}

async function claim(ctx: PublicContext, scope: Scope, who: string): Promise<void> {
  const { freePerAccount, freePerAddress, maxDelaySeconds, forgetAfterSeconds } = ctx.config.loginThrottle;
  const free = scope === 'account' ? freePerAccount : freePerAddress;
  const now = ctx.now();
  const forgetBefore = new Date(now.getTime() - forgetAfterSeconds * 1000);
  const key = keyOf(scope, who);
  // keys idle past the horizon count for nothing: drop them as we go
  await ctx.orm.delete(loginThrottle).where(lt(loginThrottle.lastAt, forgetBefore));
  const attempts = sql`CASE WHEN ${loginThrottle.lastAt} < ${forgetBefore.toISOString()}::timestamptz THEN 1 ELSE ${loginThrottle.attempts} + 1 END`;
  // a free attempt never moves "not before" forward: a concurrent claim whose clock read a millisecond
  // earlier (another request, another API instance) would otherwise find the key waiting and get a 429
  const delayOf = (count: ReturnType<typeof sql>) =>
    sql`CASE WHEN ${count} <= ${free} THEN least(${loginThrottle.notBefore}, ${now.toISOString()}::timestamptz) ELSE ${now.toISOString()}::timestamptz + make_interval(secs => least(${maxDelaySeconds}::float8, power(2, ${count} - ${free} - 1))) END`;
  const claimed = await ctx.orm
    .insert(loginThrottle)
    .values({ key, attempts: 1, notBefore: FREE_SINCE_EVER, lastAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { attempts, notBefore: delayOf(attempts), lastAt: now },
      // the claim itself is the check: a key whose wait is not over is left as it is
      setWhere: sql`${loginThrottle.notBefore} <= ${now.toISOString()}::timestamptz OR ${loginThrottle.lastAt} < ${forgetBefore.toISOString()}::timestamptz`,
    })
    .returning({ attempts: loginThrottle.attempts });
  if (claimed.length) return;
  const [row] = await ctx.orm
    .select({ notBefore: loginThrottle.notBefore })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  throw tooSoon(row?.notBefore ?? now, now, scope);
}

function keyOf(scope: Scope, who: string): string {
  return `${scope}:${who}`;
}

function tooSoon(notBefore: Date, now: Date, scope: Scope): HttpError {
  const seconds = Math.max(1, Math.ceil((notBefore.getTime() - now.getTime()) / 1000));
  const wait =
    seconds >= 90 ? { unit: 'minutes', count: Math.ceil(seconds / 60) } : { unit: 'seconds', count: seconds };
  return new HttpError(
    429,
    apiError('auth.tooManySignIns', { scope: scope === 'account' ? 'account' : 'address', ...wait }),
    undefined,
    { 'retry-after': String(seconds) },
  );
}
