import { createHmac, randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from '../sealed-secret.js';

/**
 * A webhook's signing secret. It must be read back to sign each delivery, so it cannot be kept as a hash: it
 * is sealed (services/sealed-secret.ts), so a copy of the database alone signs nothing. A new JWT_SECRET leaves
 * it unreadable: the admin rotates the secret (docs/integrations.md#webhooks).
 */
const PURPOSE = 'webhook-secret';

/** A new secret as the receiver keeps it: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sealWebhookSecret(serverSecret: string, plain: string): string {
  return sealSecret(serverSecret, PURPOSE, plain);
}

/** The secret, or null when it was sealed under another key (the server's secret changed) or is damaged. */
export function openWebhookSecret(serverSecret: string, stored: string): string | null {
  return openSecret(serverSecret, PURPOSE, stored);
}

/**
 * The `Timely-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as Stripe's
 * scheme (the time inside the signed text lets a receiver refuse an old request replayed).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
