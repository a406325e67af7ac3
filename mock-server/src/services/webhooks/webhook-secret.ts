import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A webhook's signing secret. It must be read back to sign each delivery, so it cannot be kept as a hash:
 * it is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the server's signing secret, as the
 * single sign-on client secret is (services/sso/client-secret.ts), so a copy of the database alone signs
 * nothing. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A new JWT_SECRET leaves it unreadable: the
 * admin rotates the secret (docs/integrations.md#webhooks).
 */
function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'timely:webhook-secret', 32));
}

/** A new secret as the receiver keeps it: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sealWebhookSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed under another key (the server's secret changed) or is damaged. */
export function openWebhookSecret(serverSecret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // a wrong key or altered bytes fail the tag check: the admin rotates the secret
    return null;
  }
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
