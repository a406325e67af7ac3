/**
 * The headers every page and asset of the portal carries. The Content-Security-Policy allows scripts
 * only from the portal's own origins (no inline script), and connections only to the API and remotes.
 */
export function securityHeaders(options: {
  scriptOrigins: string[];
  connectOrigins: string[];
}): Record<string, string> {
  const scripts = unique(["'self'", ...options.scriptOrigins]).join(' ');
  const connect = unique(["'self'", ...options.connectOrigins]).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scripts}`,
    // antd writes its CSS-in-JS into <style> tags at run time
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${connect}`,
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
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
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
