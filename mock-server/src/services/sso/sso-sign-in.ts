import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { roleForLevel, type SsoError } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { companySso, ssoLogins } from '../../db/schema/sso.js';
import { recordAudit } from '../audit/audit-log.js';
import { companyTimeZoneOf } from '../company/company-days.js';
import { hashPassword } from '../passwords.js';
import { hashToken, randomToken } from '../tokens.js';
import { discoverProvider } from './sso-provider.js';
import type { PublicContext, ServerFacilities } from '../service-context.js';

/** The cookie that ties a sign-in's state to the browser that started it (login CSRF). */
export const SSO_BROWSER_COOKIE = 'timely_sso';
const START_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 60_000;
/** The portal's sign-in page (shared-ui's portal paths): the callback sends the browser back there. */
const SIGN_IN_PAGE = '/pages/login/';

/** An enabled single sign-on covering an address's domain: its company and name. */
export async function ssoForEmail(ctx: PublicContext, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const [row] = await ctx.orm
    .select()
    .from(companySso)
    .where(and(eq(companySso.enabled, true), sql`${companySso.domains} @> ARRAY[${domain}]::text[]`));
  return row;
}

export type Redirect = { location: string; cookie?: string };

/** Where the sign-in page learns why no session came back (`#ssoError=`, read by the page, not logged by servers). */
function backWithError(app: ServerFacilities, reason: SsoError): Redirect {
  return { location: `${app.config.portalUrl}${SIGN_IN_PAGE}#ssoError=${reason}` };
}

/**
 * The start of a sign-in: state, nonce and a PKCE verifier (S256) are made here and kept server-side for ten
 * minutes (sso_logins, the state hashed), with the hash of a random value also set as an HttpOnly cookie, so
 * the callback is accepted only in the browser that started it. The browser goes on to the provider.
 */
export async function startSsoSignIn(ctx: PublicContext, email: string, redirectUri: string): Promise<Redirect> {
  const sso = await ssoForEmail(ctx, email);
  if (!sso) return backWithError(ctx, 'disabled');
  let provider: oidc.Configuration;
  try {
    provider = await discoverProvider(ctx, sso);
  } catch (error) {
    ctx.log.warn({ err: error, companyId: sso.companyId }, '[sso] discovery failed at sign-in');
    return backWithError(ctx, 'failed');
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browser = randomToken();
  const now = ctx.now();
  await ctx.orm.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await ctx.orm.insert(ssoLogins).values({
    stateHash: hashToken(state),
    companyId: sso.companyId,
    browserHash: hashToken(browser),
    nonce,
    codeVerifier,
    redirectUri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + START_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  const secure = redirectUri.startsWith('https://') ? '; Secure' : '';
  return {
    location: url.href,
    cookie: `${SSO_BROWSER_COOKIE}=${browser}; Path=/v2/auth/sso; HttpOnly; SameSite=Lax; Max-Age=${START_TTL_MS / 1000}${secure}`,
  };
}

/** The cookie that ends the browser's tie once the callback used it. */
const CLEAR_COOKIE = `${SSO_BROWSER_COOKIE}=; Path=/v2/auth/sso; HttpOnly; SameSite=Lax; Max-Age=0`;

type StartedSignIn = typeof ssoLogins.$inferSelect;

/** The sign-in this server started for this browser, marked used at once so a state works once. */
async function claimStart(
  orm: Orm,
  state: string | null,
  browserCookie: string | undefined,
  now: Date,
): Promise<StartedSignIn | undefined> {
  if (!state || !browserCookie) return undefined;
  const [started] = await orm
    .update(ssoLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoLogins.stateHash, hashToken(state)),
        eq(ssoLogins.browserHash, hashToken(browserCookie)),
        isNull(ssoLogins.usedAt),
        gt(ssoLogins.expiresAt, now),
      ),
    )
    .returning();
  return started;
}

/** The code exchanged and the ID token checked; the e-mail from the userinfo endpoint when the token has none. */
async function providerClaims(
  app: ServerFacilities,
  sso: typeof companySso.$inferSelect,
  callbackUrl: URL,
  started: StartedSignIn,
): Promise<Record<string, unknown>> {
  const provider = await discoverProvider(app, sso);
  const tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
    pkceCodeVerifier: started.codeVerifier,
    expectedState: callbackUrl.searchParams.get('state')!,
    expectedNonce: started.nonce,
    idTokenExpected: true,
  });
  const claims = { ...tokens.claims() };
  if (typeof claims.email === 'string' && claims.email_verified !== undefined) return claims;
  // many providers put the e-mail in the ID token; the others answer it at the userinfo endpoint
  const info = await oidc.fetchUserInfo(provider, tokens.access_token, String(claims.sub));
  return {
    ...info,
    ...claims,
    email: claims.email ?? info.email,
    email_verified: claims.email_verified ?? info.email_verified,
  };
}

/** Just-in-time provisioning: a level1 peer named as the provider says, with a password nobody knows. */
async function provisionPeer(
  tx: Orm,
  app: ServerFacilities,
  sso: typeof companySso.$inferSelect,
  email: string,
  claimedName: unknown,
): Promise<{ id: string; name: string }> {
  const name =
    typeof claimedName === 'string' && claimedName.trim() ? claimedName.trim().slice(0, 80) : email.split('@')[0]!;
  const [created] = await tx
    .insert(users)
    .values({
      companyId: sso.companyId,
      email,
      name,
      employeeId: `SSO-${randomBytes(6).toString('hex').toUpperCase()}`,
      // nobody knows this password: the person signs in through the provider
      passwordHash: await hashPassword(randomToken(), app.config.passwordCost),
      timeZone: await companyTimeZoneOf(tx, sso.companyId),
      level: 'level1',
      role: roleForLevel('level1'),
    })
    .returning({ id: users.id, name: users.name });
  await recordAudit(tx, {
    companyId: sso.companyId,
    actorId: created!.id,
    kind: 'sso.peer_provisioned',
    target: { type: 'peer', id: created!.id, label: created!.name },
    after: { email, level: 'level1', provider: sso.name },
  });
  return created!;
}

/**
 * The provider's answer. The state must be one this server handed out, unused, unexpired, to this browser;
 * the code is exchanged with the PKCE verifier, and the ID token's signature, issuer, audience, expiry and
 * nonce are checked (openid-client). The person is the peer of the company with that e-mail address, which
 * the provider must say is verified and which must be of one of the company's domains; an unknown address
 * becomes a level1 peer only when the admin turned just-in-time provisioning on. The sign-in page gets a
 * one-time code for the session (never the tokens in an address).
 */
export async function finishSsoSignIn(
  ctx: PublicContext,
  callbackUrl: URL,
  browserCookie: string | undefined,
): Promise<Redirect> {
  const { orm } = ctx;
  const state = callbackUrl.searchParams.get('state');
  const now = ctx.now();
  const started = await claimStart(orm, state, browserCookie, now);
  const back = (reason: SsoError, detail: string, error?: unknown): Redirect => {
    ctx.log.warn({ err: error, companyId: started?.companyId }, `[sso] sign-in refused: ${detail}`);
    return { ...backWithError(ctx, reason), cookie: CLEAR_COOKIE };
  };
  if (!started) return back('expired', 'unknown, used or expired state, or another browser');
  const [sso] = await orm.select().from(companySso).where(eq(companySso.companyId, started.companyId));
  if (!sso?.enabled) return back('disabled', 'single sign-on was turned off meanwhile');
  let claims: Record<string, unknown>;
  try {
    claims = await providerClaims(ctx, sso, callbackUrl, started);
  } catch (error) {
    return back('failed', 'the provider answer did not pass the checks', error);
  }
  if (claims.email_verified !== true) return back('unverified', 'the provider does not vouch for the e-mail address');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || !sso.domains.includes(domain)) return back('unknown', 'an address outside the domains');
  // addresses are unique across companies, deleted peers included: one held elsewhere is never taken over
  const [holder] = await orm
    .select({
      id: users.id,
      name: users.name,
      companyId: users.companyId,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  if (holder && (holder.companyId !== sso.companyId || !holder.isActive || holder.deletedAt))
    return back('unknown', 'the address belongs to no active peer of the company');
  const peer = holder && { id: holder.id, name: holder.name };
  if (!peer && !sso.jitProvisioning) return back('unknown', 'no peer has the address (provisioning is off)');
  const handoff = randomToken();
  await orm.transaction(async (tx) => {
    let person = peer;
    if (!person) {
      person = await provisionPeer(tx, ctx, sso, email, claims.name);
    } else {
      // an invitation still open is answered by the provider's word for the address
      await tx
        .update(users)
        .set({ invitation: null })
        .where(and(eq(users.id, person.id), eq(users.invitation, 'pending')));
    }
    await recordAudit(tx, {
      companyId: sso.companyId,
      actorId: person.id,
      kind: 'sso.signed_in',
      target: { type: 'peer', id: person.id, label: person.name },
      after: { provider: sso.name },
    });
    await tx
      .update(ssoLogins)
      .set({ userId: person.id, handoffHash: hashToken(handoff), expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS) })
      .where(eq(ssoLogins.stateHash, started.stateHash));
  });
  return { location: `${ctx.config.portalUrl}${SIGN_IN_PAGE}#sso=${handoff}`, cookie: CLEAR_COOKIE };
}

/** The one-time code of a finished sign-in, spent: whose session to start, or null. */
export async function spendSsoHandoff(ctx: PublicContext, code: string): Promise<string | null> {
  const [row] = await ctx.orm
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.handoffHash, hashToken(code)), gt(ssoLogins.expiresAt, ctx.now())))
    .returning({ userId: ssoLogins.userId });
  return row?.userId ?? null;
}

/** Whether the company turned password sign-in off (with single sign-on on): its level3 peers still may. */
export async function passwordSignInOff(ctx: PublicContext, companyId: string): Promise<{ provider: string } | null> {
  const [row] = await ctx.orm
    .select({ name: companySso.name, enabled: companySso.enabled, passwordSignIn: companySso.passwordSignIn })
    .from(companySso)
    .where(eq(companySso.companyId, companyId));
  return row?.enabled && !row.passwordSignIn ? { provider: row.name } : null;
}
