import { openSecret, sealSecret } from '../sealed-secret.js';

/**
 * A company's OpenID client secret at rest, sealed (services/sealed-secret.ts). A new JWT_SECRET makes the
 * stored secret unreadable: the admin enters it again (docs/security.md).
 */
const PURPOSE = 'sso-client-secret';

export function encryptClientSecret(serverSecret: string, plain: string): string {
  return sealSecret(serverSecret, PURPOSE, plain);
}

/** The secret, or null when it was sealed under another key (the server's secret changed) or is damaged. */
export function decryptClientSecret(serverSecret: string, stored: string): string | null {
  return openSecret(serverSecret, PURPOSE, stored);
}
