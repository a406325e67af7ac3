import type { InjectOptions } from 'fastify';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const STRICT = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

// an answer of each kind: data, an error, a 404, a refused sign-in, a CORS preflight, the docs page
const REQUESTS: InjectOptions[] = [
  { method: 'GET', url: '/health' },
  { method: 'GET', url: '/v2/me' },
  { method: 'GET', url: '/v2/nothing-here' },
  { method: 'POST', url: '/v2/auth/login', payload: { email: 'nobody@acme.test', password: 'wrong-password' } },
  {
    method: 'OPTIONS',
    url: '/v2/projects',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
  },
];

it.each(REQUESTS)('$method $url carries the strict headers and a CSP that runs nothing', async (request) => {
  const response = await server.app.inject(request);
  expect(response.headers).toMatchObject(STRICT);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
});

it("lets the docs page load its own scripts, and no one else's", async () => {
  const response = await server.app.inject({ method: 'GET', url: '/docs/static/index.html' });
  expect(response.headers).toMatchObject(STRICT);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/script-src 'self'(;|$)/);
});

it('asks browsers to stay on HTTPS when the API is reached over HTTPS, and not over plain HTTP', async () => {
  const secure = await createTestServer({ trustProxy: true });
  try {
    const https = await secure.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await secure.app.inject({ method: 'GET', url: '/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  } finally {
    await secure.close();
  }
});

it('asks browsers to stay on HTTPS when the portal is https, behind a proxy that is not trusted to say so', async () => {
  const behindProxy = await createTestServer({ portalUrl: 'https://portal.example.com' });
  try {
    const response = await behindProxy.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  } finally {
    await behindProxy.close();
  }
});
