import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PublicContext, ServerFacilities } from '../service-context.js';

/** The mails a reader can turn off (mail_opt_outs.kind). */
const MAIL_KINDS = ['weekly_digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How long a mail's unsubscribe link works after the mail is written. */
export const UNSUBSCRIBE_VALID_MS = 60 * 24 * 3600_000;

/**
 * A mail's one-click unsubscribe link (docs/operations.md#jobs): `<user>.<kind>.<expiry>.<HMAC-SHA256>`
 * signed with the server's secret, so it works without signing in and only for the person and mail it was
 * made for; it expires 60 days after the mail (a link found in an old mail or a forwarded one stops working,
 * the profile's switch always does).
 */
export function unsubscribeToken(secret: string, userId: string, kind: MailKind, now: Date): string {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_VALID_MS) / 1000).toString(36);
  return `${userId}.${kind}.${expires}.${signature(secret, userId, kind, expires)}`;
}

function signature(secret: string, userId: string, kind: string, expires: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}:${expires}`).digest('base64url');
}

export type ReadToken = { userId: string; kind: MailKind; expired: boolean };

/**
 * The person and mail a token names and whether its time is over (by the server's clock), or null when it is
 * malformed or its signature is not the server's (an expiry that was changed breaks the signature).
 */
export function readUnsubscribeToken(ctx: PublicContext, token: string): ReadToken | null {
  const secret = ctx.secrets.jwt;
  const parts = token.split('.');
  if (parts.length === 3) return readUndatedToken(secret, parts as [string, string, string]);
  if (parts.length !== 4) return null;
  const [userId, kind, expires, given] = parts as [string, string, string, string];
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  if (!/^[0-9a-z]{1,10}$/.test(expires)) return null;
  const expected = Buffer.from(signature(secret, userId, kind, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const expired = parseInt(expires, 36) * 1000 <= ctx.now().getTime();
  return { userId, kind: kind as MailKind, expired };
}

/**
 * A link of a mail sent before links expired (`<user>.<kind>.<HMAC>`, signed without a date): the server's
 * still, so it is answered as expired rather than as forged.
 */
function readUndatedToken(secret: string, [userId, kind, given]: [string, string, string]): ReadToken | null {
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url'),
  );
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: kind as MailKind, expired: true };
}

/**
 * Where the link points: the API's public address (PUBLIC_API_URL; a mail is written with no request whose
 * Host could tell it), else this machine's API port, which only a development setup can open.
 */
export function unsubscribeUrl(app: ServerFacilities, token: string): string {
  const host = ['0.0.0.0', '::', ''].includes(app.config.host) ? 'localhost' : app.config.host;
  const base = app.config.publicApiUrl ?? `http://${host}:${app.config.port}`;
  return `${base}/v2/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}
