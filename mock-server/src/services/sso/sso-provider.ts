import * as oidc from 'openid-client';
import { decryptClientSecret } from './client-secret.js';
import type { ServerFacilities } from '../service-context.js';

/** What reaching a company's provider needs: its issuer and client, the secret sealed as stored. */
export type ProviderSettings = { issuer: string; clientId: string; clientSecret: string | null };

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The provider's configuration from its discovery document (`<issuer>/.well-known/openid-configuration`),
 * with the company's client. The client authenticates at the token endpoint with its secret (HTTP Basic,
 * client_secret_basic, what providers support by default). http:// only when the operator allows it
 * (SSO_ALLOW_HTTP_ISSUER, tests and development).
 */
export async function discoverProvider(app: ServerFacilities, settings: ProviderSettings, plainSecret?: string) {
  const secret =
    plainSecret ?? (settings.clientSecret ? decryptClientSecret(app.secrets.jwt, settings.clientSecret) : null);
  if (!secret) throw new Error('the client secret is not set, or was sealed under another JWT_SECRET');
  return oidc.discovery(new URL(settings.issuer), settings.clientId, secret, oidc.ClientSecretBasic(secret), {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    ...(app.config.ssoAllowHttpIssuer ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

/** Whether an issuer's scheme is one the server accepts. */
export function issuerSchemeAllowed(app: ServerFacilities, issuer: string): boolean {
  return issuer.startsWith('https://') || (app.config.ssoAllowHttpIssuer && issuer.startsWith('http://'));
}
