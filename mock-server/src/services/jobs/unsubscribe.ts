import { createHmac, timingSafeEqual } from 'node:crypto';
import type { App } from '../../http/app-types.js';

/** The mails a reader can turn off (mail_opt_outs.kind). */
const MAIL_KINDS = ['weekly_digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A mail's one-click unsubscribe link (docs/operations.md#jobs): `<user>.<kind>.<HMAC-SHA256>` signed with
 * the server's secret, so it works without signing in and only for the person and mail it was made for.
 * It never expires: it only ever turns one mail off.
 */
export function unsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

function signature(secret: string, userId: string, kind: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

/** The person and mail a token names, or null when it is malformed or its signature is not the server's. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: MailKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, kind, given] = parts as [string, string, string];
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: kind as MailKind };
}

/**
 * Where the link points: the API's public address (PUBLIC_API_URL; a mail is written with no request whose
 * Host could tell it), else this machine's API port, which only a development setup can open.
 */
export function unsubscribeUrl(app: App, token: string): string {
  const host = ['0.0.0.0', '::', ''].includes(app.config.host) ? 'localhost' : app.config.host;
  const base = app.config.publicApiUrl ?? `http://${host}:${app.config.port}`;
  return `${base}/v2/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}
