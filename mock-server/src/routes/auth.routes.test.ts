import { errorEnvelopeSchema, loginResponseSchema, refreshResponseSchema, sessionUserSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { REFRESH_GRACE_MS } from '../services/tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('POST /v2/auth/login', () => {
  it('signs in a seeded admin and answers what shared-auth stores', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'admin@acme.test', password: 'Timely#2026' },
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ email: 'admin@acme.test', role: 'admin', level: 'level3', companyName: 'Acme' });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password with the error envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'admin@acme.test', password: 'nope' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Email or password is incorrect.');
  });

  it('names the bad field of an invalid body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.details?.map((detail) => detail.field).sort()).toEqual(['email', 'password']);
  });
});

describe('tokens', () => {
  it('GET /v2/me needs a token and answers the user with one', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/v2/me' })).statusCode).toBe(401);
    const response = await server.app.inject({
      method: 'GET',
      url: '/v2/me',
      headers: await server.authHeaders('member@acme.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(sessionUserSchema.parse(response.json())).toMatchObject({ level: 'level1', role: 'editor' });
  });

  it('refresh spends the refresh token once; logout revokes it', async () => {
    const { refreshToken } = await server.login('manager@acme.test');
    const first = await server.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { refreshToken } });
    expect(first.statusCode).toBe(200);
    const next = refreshResponseSchema.parse(first.json());
    // past the grace that answers a parallel refresh with the same pair
    server.clock.advance(REFRESH_GRACE_MS + 1000);
    const replay = await server.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { refreshToken } });
    expect(replay.statusCode).toBe(401);
    await server.app.inject({ method: 'POST', url: '/v2/auth/logout', payload: { refreshToken: next.refreshToken } });
    const afterLogout = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { refreshToken: next.refreshToken },
    });
    expect(afterLogout.statusCode).toBe(401);
  });
});
