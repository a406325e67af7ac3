import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A secret the server must read back (a single sign-on client secret, a webhook's signing secret), sealed at
 * rest with AES-256-GCM under a key derived (HKDF-SHA256) from the server's signing secret and the secret's
 * purpose, so a copy of the database alone holds no usable secret and no two purposes share a key. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A new JWT_SECRET leaves it unreadable: its owner enters or rotates it.
 */
function keyOf(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), `timely:${purpose}`, 32));
}

export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed under another key (the server's secret changed) or is damaged. */
export function openSecret(serverSecret: string, purpose: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // a wrong key or altered bytes fail the tag check
    return null;
  }
}
