/**
 * The headers every page and asset of the portal carries. The Content-Security-Policy allows scripts
 * only from the portal's own origins (no inline script), and connections only to the API and remotes.
 */
export function securityHeaders(options: {
  scriptOrigins: string[];
  connectOrigins: string[];
  /** The portal's public URL (PORTAL_URL): when it is https, browsers are told to stay on HTTPS. */
  portalUrl?: string;
}): Record<string, string> {
  const scripts = sourceList(["'self'", ...options.scriptOrigins]);
  const connect = sourceList(["'self'", ...options.connectOrigins]);
  const images = sourceList(["'self'", 'data:', 'blob:', ...options.connectOrigins]);
  const csp = [
    "default-src 'self'",
    `script-src ${scripts}`,
    // antd writes its CSS-in-JS into <style> tags at run time
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // behind a TLS proxy this server sees plain HTTP: the public URL says whether the portal is HTTPS
    ...(options.portalUrl?.startsWith('https://')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * A directive's sources, each once, without those another source already allows (`http://localhost:3001`
 * under `http://localhost:*`): the policy rides on every response, so its length is paid per request.
 */
export function sourceList(sources: string[]): string {
  const distinct = [...new Set(sources.filter(Boolean))];
  return distinct.filter((source) => !distinct.some((other) => other !== source && allows(other, source))).join(' ');
}

// CSP's wildcards: `scheme://host:*` (any port) and `scheme://*.domain` (any subdomain, its own port rules)
const PATTERN = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^:/*]+)(?::(\*|\d+))?$/i;

function allows(pattern: string, source: string): boolean {
  const wide = PATTERN.exec(pattern);
  const narrow = PATTERN.exec(source);
  if (!wide || !narrow || narrow[2]) return false;
  const [, scheme, anySubdomain, host, port] = wide;
  const [, sourceScheme, , sourceHost, sourcePort] = narrow;
  if (scheme!.toLowerCase() !== sourceScheme!.toLowerCase()) return false;
  const hostMatches = anySubdomain
    ? sourceHost!.toLowerCase().endsWith(`.${host!.toLowerCase()}`)
    : sourceHost!.toLowerCase() === host!.toLowerCase();
  if (!hostMatches) return false;
  if (port === '*') return true;
  return Boolean(anySubdomain) && (port ?? '') === (sourcePort ?? '');
}

/** `http://localhost:3001/mf-manifest.json` → `http://localhost:3001`; patterns with `*` pass through. */
export function originOf(url: string): string {
  if (url.includes('*')) return url;
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
