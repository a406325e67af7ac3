import { readConfig } from '../config.js';
import { buildServer } from '../server.js';
import { TEST_SECRETS, createTestServer, type TestServer } from '../testing/test-server.js';

/** Issue #28, point 10: exports, imports and search are limited per user; behind a trusted proxy, per client. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ trustProxy: true });
});
afterAll(async () => {
  await server.close();
});

it('limits exports per user, not per address: a colleague on the same network is not slowed', async () => {
  // the leave report's CSV is everyone's to export (the projects export is level3's alone)
  const get = async (email: string) =>
    server.app.inject({
      method: 'GET',
      url: '/v2/leave/report.csv?from=2026-01-01&to=2026-03-31',
      headers: await server.authHeaders(email),
      remoteAddress: '198.51.100.7',
    });
  for (let n = 0; n < 10; n += 1) expect((await get('admin@acme.test')).statusCode).toBe(200);
  const limited = await get('admin@acme.test');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await get('manager@acme.test')).statusCode).toBe(200);
});

it('limits the top bar search per user', async () => {
  const headers = await server.authHeaders('member@acme.test');
  const statuses: number[] = [];
  for (let n = 0; n < 121; n += 1)
    statuses.push((await server.app.inject({ method: 'GET', url: '/api/main-search/data?q=a', headers })).statusCode);
  expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
  expect(statuses[120]).toBe(429);
});

it('behind a trusted proxy (TRUST_PROXY), counts each client apart instead of the proxy as one', async () => {
  const forgot = (client: string) =>
    server.app.inject({
      method: 'POST',
      url: '/v2/auth/forgot-password',
      payload: { email: 'nobody@acme.test' },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': client },
    });
  for (let n = 0; n < 10; n += 1) expect((await forgot('203.0.113.1')).statusCode).toBe(202);
  expect((await forgot('203.0.113.1')).statusCode).toBe(429);
  expect((await forgot('203.0.113.2')).statusCode).toBe(202);
});

it('counts in the database, so a second API instance on it sees the same count (issue #35)', async () => {
  // another instance: its own Fastify, plugin and memory, on the same database
  const other = await buildServer({
    db: server.db,
    config: { ...readConfig({ NODE_ENV: 'test' }), secrets: TEST_SECRETS, trustProxy: true },
  });
  try {
    const headers = await server.authHeaders('admin@globex.test');
    const get = (app: typeof other) =>
      app.inject({ method: 'GET', url: '/v2/projects/export.csv', headers, remoteAddress: '198.51.100.8' });
    for (let n = 0; n < 10; n += 1) expect((await get(n % 2 ? other : server.app)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(429);
    expect((await get(server.app)).statusCode).toBe(429);
  } finally {
    await other.close();
  }
});
