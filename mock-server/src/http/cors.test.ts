import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ corsOrigins: ['http://localhost:3000'] });
});
afterAll(async () => {
  await server.close();
});

it.each(['PUT', 'PATCH', 'DELETE'])('lets the portal send %s from the browser (preflight)', async (method) => {
  const response = await server.app.inject({
    method: 'OPTIONS',
    url: '/v2/kpis/org/2026-01',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  expect(String(response.headers['access-control-allow-methods'])).toContain(method);
});

it('refuses another origin', async () => {
  const response = await server.app.inject({
    method: 'OPTIONS',
    url: '/v2/kpis/org/2026-01',
    headers: { origin: 'http://evil.test', 'access-control-request-method': 'PUT' },
  });
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
});
