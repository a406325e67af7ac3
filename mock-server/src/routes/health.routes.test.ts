import { readFileSync } from 'node:fs';
import { errorEnvelopeSchema, healthResponseSchema, readyResponseSchema } from '@timely/contract';
import { migrations } from '../db/migrations/index.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

it("GET /health reports the database it runs on and the API's release", async () => {
  const response = await server.app.inject({ method: 'GET', url: '/health' });
  expect(response.statusCode).toBe(200);
  const health = healthResponseSchema.parse(response.json());
  expect(health.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const release = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  expect(health.version).toBe(release.version);
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

describe('for a load balancer and a log search (issue #35)', () => {
  it('GET /ready answers 200 when every migration is applied, 503 naming what is missing otherwise', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readyResponseSchema.parse(ready.json()).migrations).toBe(migrations.length);
    const last = migrations.at(-1)!.name;
    await server.db.query('DELETE FROM _migrations WHERE name = $1', [last]);
    try {
      const notReady = await server.app.inject({ method: 'GET', url: '/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(notReady.json()).message).toMatch(/1 migration not applied.*npm run migrate/);
    } finally {
      await server.db.query('INSERT INTO _migrations (name) VALUES ($1)', [last]);
    }
  });

  it('gives every answer a request id, repeated in an error envelope so a report can be found in the log', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await server.app.inject({ method: 'GET', url: '/v2/nothing-here' });
    const envelope = errorEnvelopeSchema.parse(failed.json());
    expect(envelope.requestId).toBe(failed.headers['x-request-id']);
    expect(envelope.requestId).not.toBe(health.headers['x-request-id']);
    // a client cannot choose its id (it could pin its lines on someone else) unless a trusted proxy set it
    const chosen = await server.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'forged-id' } });
    expect(chosen.headers['x-request-id']).not.toBe('forged-id');
  });

  it('keeps the request id of a trusted proxy', async () => {
    const proxied = await createTestServer({ trustProxy: true });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'lb-1234' },
      });
      expect(response.headers['x-request-id']).toBe('lb-1234');
      const injected = await proxied.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'bad id\n{"level":60}' },
      });
      expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});
