import { healthResponseSchema } from '../contract/index.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

it('GET /health reports the database it runs on', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/health' });
  expect(response.statusCode).toBe(200);
  expect(healthResponseSchema.parse(response.json()).database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
});

it('answers an unknown route with the error envelope', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/v2/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

it('serves its OpenAPI document', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.json().paths).toHaveProperty('/v2/auth/login');
});
