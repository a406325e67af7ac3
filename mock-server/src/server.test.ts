import { createTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Operation = {
  tags?: string[];
  summary?: string;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
};

describe('the OpenAPI document', () => {
  it('describes every product route with a tag, a summary and its answers, from the zod schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, Operation>> };
    const productRoutes = server.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/v2/') && route.method !== 'HEAD',
    );
    expect(productRoutes.length).toBeGreaterThan(40);
    const undocumented = productRoutes.filter((route) => {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return !operation?.tags?.length || !operation.summary || !operation.responses;
    });
    expect(undocumented.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const createPeer = document.paths['/v2/peers']!.post!;
    expect(JSON.stringify(createPeer.requestBody)).toContain('employeeId');
    expect(Object.keys(createPeer.responses!)).toEqual(expect.arrayContaining(['201', '400', '403', '409']));
    // public routes say they need no token; the rest inherit the bearer requirement
    expect(document.paths['/v2/auth/login']!.post!.security).toEqual([]);
    expect(createPeer.security).toBeUndefined();
  });

  it('serves the browsable page', async () => {
    let page = await server.app.inject({ method: 'GET', url: '/docs' });
    for (let hops = 0; page.statusCode === 302 && hops < 3; hops += 1) {
      page = await server.app.inject({
        method: 'GET',
        url: new URL(String(page.headers.location), 'http://localhost/docs/').pathname,
      });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('CORS', () => {
  it('lets the portal send PATCH and DELETE with a token, and read Retry-After', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/v2/peers/00000000-0000-4000-8000-000000000000',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['PATCH', 'DELETE']),
    );
    const response = await server.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(String(response.headers['access-control-expose-headers'])).toContain('Retry-After');
  });

  it('does not response other origins', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
