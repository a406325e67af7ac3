import { remoteMap } from './remotes.ts';
import { runtimeFiles } from './runtime-config.ts';
import { originOf, securityHeaders, sourceList } from './serve/security-headers.ts';

it('builds the remote map from the environment, defaulting to local ports', () => {
  const map = remoteMap({ PORTAL_REMOTE_FEEDS_URL: 'https://feeds.example.com/v7/mf-manifest.json' });
  expect(map.feeds).toBe('https://feeds.example.com/v7/mf-manifest.json');
  expect(map.projects).toMatch(/^http:\/\/localhost:\d+\/mf-manifest\.json$/);
});

it('serves remotes.json from the host only', () => {
  expect(Object.keys(runtimeFiles(true, {}))).toEqual(['/config.json', '/remotes.json']);
  expect(Object.keys(runtimeFiles(false, {}))).toEqual(['/config.json']);
  expect(runtimeFiles(false, { PORTAL_API_URL: 'https://api.example.com' })['/config.json']).toMatchObject({
    apiBaseUrl: 'https://api.example.com',
    customizerEnabled: false,
  });
});

it('allows scripts only from the portal origins, with no inline script', () => {
  const headers = securityHeaders({
    scriptOrigins: [originOf('https://feeds.example.com/v7/mf-manifest.json')],
    connectOrigins: ['https://api.example.com'],
  });
  const csp = headers['Content-Security-Policy']!;
  expect(csp).toContain("script-src 'self' https://feeds.example.com;");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
});

it('lists each source once, leaving out those a wildcard of the same list already allows', () => {
  const headers = securityHeaders({
    scriptOrigins: ['http://localhost:3001', 'http://localhost:3002', 'http://localhost:*', 'http://127.0.0.1:*'],
    connectOrigins: ['http://localhost:4000', 'http://localhost:3001', 'http://localhost:*'],
  });
  const csp = headers['Content-Security-Policy']!;
  expect(csp).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*;");
  expect(csp).toContain("img-src 'self' data: blob: http://localhost:*;");
  expect(csp).toContain("connect-src 'self' http://localhost:*;");
  // a wildcard allows only its own scheme and host; a subdomain wildcard keeps the port rule
  expect(sourceList(['http://localhost:*', 'https://localhost:3001', 'http://127.0.0.1:3001'])).toBe(
    'http://localhost:* https://localhost:3001 http://127.0.0.1:3001',
  );
  expect(
    sourceList([
      'https://*.example.com',
      'https://feeds.example.com',
      'https://example.com',
      'https://a.example.com:8443',
    ]),
  ).toBe('https://*.example.com https://example.com https://a.example.com:8443');
});
