import type { FastifyRequest } from 'fastify';
import type { App } from './app-types.js';

// The API answers JSON, CSV and images: nothing in them may run, be framed or sniffed into HTML.
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
// The OpenAPI page (/docs) is swagger-ui: its own scripts and styles from this origin, nothing inline run.
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * Strict headers on every answer of the API, errors and 404s included (issue #14). The pages of the
 * portal get theirs from the static server (tooling/src/serve/security-headers.ts).
 */
export function installSecurityHeaders(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeadersOf(request));
  });
}

/** The headers of every answer; the router's own refusals, which run no hook, set them too. */
export function securityHeadersOf(request: FastifyRequest): Record<string, string> {
  return securityHeadersFor(request.server as App, request.url, request.protocol === 'https');
}

/** The same headers for an answer written before fastify has a request (what Node's parser refuses). */
export function securityHeadersFor(app: App, url: string, overHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': url.startsWith('/docs') ? DOCS_CSP : API_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    // answers are someone's data: no shared or browser cache keeps them (a route may say otherwise)
    'cache-control': 'no-store',
  };
  // over HTTPS (directly, a trusted proxy's X-Forwarded-Proto, or an https PORTAL_URL / PUBLIC_API_URL),
  // browsers are told to stay on it; they ignore the header on a plain-HTTP answer anyway
  if (isHttpsDeployment(app.config) || overHttps)
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

// a deployment whose public addresses are https sits behind TLS even when the proxy is not trusted to say so
function isHttpsDeployment(config: App['config']): boolean {
  return [config.portalUrl, config.publicApiUrl].some((url) => url?.startsWith('https://'));
}
