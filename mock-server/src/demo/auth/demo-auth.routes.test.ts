import { verify } from '@node-rs/bcrypt';
import {
  DEMO_AUTH_MESSAGES,
  DEMO_TOKEN_EXPIRY_SECONDS,
  demoApiPaths,
  demoLoginResponseSchema,
  demoRefreshErrorSchema,
  demoRefreshResponseSchema,
  demoRegisterResponseSchema,
  errorEnvelopeSchema,
} from '@timely/contract';
import { DEMO_PASSWORD } from '../../db/seed/core.seed.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
// sign-in and register read no visitor's demo set: each call from its own address keeps clear of the limits
const api = demoRequests(() => server, { addressPerCall: true });
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});
// a fake clock for token expiry: fast-jwt reads Date.now() when it signs and verifies
/* eslint-disable no-restricted-properties -- these lines put a fake clock in place of Date.now, and back */
const realNow = Date.now;
/** Stands fast-jwt's clock still at `ms`, until the test ends. */
const jwtClockAt = (ms: number) => {
  Date.now = () => ms;
};
afterEach(() => {
  Date.now = realNow;
});
/* eslint-enable no-restricted-properties */

async function login(email: string, password: string) {
  const response = await api.post(demoApiPaths.login, { email, password });
  expect(response.statusCode).toBe(200);
  return demoLoginResponseSchema.parse(response.json());
}

async function register(body: Record<string, unknown>) {
  const response = await api.post(demoApiPaths.register, body);
  return { response, body: response.statusCode === 200 ? demoRegisterResponseSchema.parse(response.json()) : null };
}

function claims(token: string): { id: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

async function loginUserCount(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM demo_login_users');
  return row!.count;
}

describe('POST /api/authenticate/login/user', () => {
  it('answers user and accessToken for a seeded demo account, never the password', async () => {
    const body = await login('demo@demo.com', DEMO_PASSWORD);
    if (!('user' in body)) throw new Error(`login refused: ${body.error}`);
    expect(body.user).toEqual({ id: 1, email: 'demo@demo.com', name: 'Demo', loggedInWith: 'jwt' });
    expect(JSON.stringify(body)).not.toContain('password');
    expect(claims(body.accessToken).id).toBe(1);
  });

  it.each([
    ['admin@admin.com', 'Admin'],
    ['staff@staff.com', 'Staff'],
  ])('signs in %s', async (email, name) => {
    const body = await login(email, DEMO_PASSWORD);
    expect('user' in body && body.user.name).toBe(name);
  });

  it("answers 'Email Or Password Invalid' for a wrong password or an unknown email", async () => {
    expect(await login('demo@demo.com', 'wrong-password')).toEqual({ error: 'Email Or Password Invalid' });
    expect(await login('nobody@demo.com', DEMO_PASSWORD)).toEqual({ error: 'Email Or Password Invalid' });
  });

  it("answers 'Something went wrong' when the stored password cannot be checked", async () => {
    // a corrupt hash of the right length makes bcrypt fail rather than answer "no match"
    await server.db.query(`UPDATE demo_login_users SET password_hash = $1 WHERE id = 3`, [`$9$${'x'.repeat(57)}`]);
    expect(await login('staff@staff.com', DEMO_PASSWORD)).toEqual({ error: 'Something went wrong' });
  });

  it('signs tokens that expire 8000 seconds after they are issued', async () => {
    const body = await login('admin@admin.com', DEMO_PASSWORD);
    if (!('accessToken' in body)) throw new Error('login refused');
    const { iat, exp } = claims(body.accessToken);
    expect(exp - iat).toBe(DEMO_TOKEN_EXPIRY_SECONDS);
    expect(DEMO_TOKEN_EXPIRY_SECONDS).toBe(8000);
  });

  it('issues tokens that the product API does not accept', async () => {
    const body = await login('demo@demo.com', DEMO_PASSWORD);
    if (!('accessToken' in body)) throw new Error('login refused');
    const response = await server.app.inject({
      method: 'GET',
      url: '/v2/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('names a missing field with a 400', async () => {
    const response = await api.post(demoApiPaths.login, { email: 'demo@demo.com' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      expect.objectContaining({ field: 'password' }),
    ]);
  });
});

describe('POST /api/authenticate/register/user', () => {
  it('adds a user with id = last id + 1, a hashed password, and a token that signs in', async () => {
    const { body } = await register({ email: 'New.Person@Example.com', password: 'open sesame', name: 'New Person' });
    if (!body || !('user' in body)) throw new Error('registration refused');
    expect(body.user).toEqual({ id: 4, email: 'new.person@example.com', name: 'New Person', loggedInWith: 'jwt' });
    expect(claims(body.accessToken).id).toBe(4);

    const [row] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM demo_login_users WHERE id = 4',
    );
    expect(row!.password_hash).not.toContain('open sesame');
    expect(row!.password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(await verify('open sesame', row!.password_hash)).toBe(true);

    const again = await login('new.person@example.com', 'open sesame');
    expect('user' in again && again.user.id).toBe(4);
    const next = await register({ email: 'second@example.com', password: 'x', name: 'Second' });
    expect(next.body && 'user' in next.body && next.body.user.id).toBe(5);
  });

  it("answers 'Please enter your name.' for an empty name, and stores nothing", async () => {
    const before = await loginUserCount();
    const { body } = await register({ email: 'nameless@example.com', password: 'secret', name: '' });
    expect(body).toEqual({ error: { email: null, name: 'Please enter your name.' } });
    const blank = await register({ email: 'nameless@example.com', password: 'secret', name: '   ' });
    expect(blank.body).toEqual({ error: { email: null, name: DEMO_AUTH_MESSAGES.nameRequired } });
    expect(await loginUserCount()).toBe(before);
  });

  it("answers 'This email is already in use.' whatever the case of the email, and stores nothing", async () => {
    const before = await loginUserCount();
    const { body } = await register({ email: 'ADMIN@admin.com', password: 'secret', name: 'Copy' });
    expect(body).toEqual({ error: { email: 'This email is already in use.', name: null } });
    const both = await register({ email: 'admin@admin.com', password: 'secret', name: '' });
    expect(both.body).toEqual({ error: { email: 'This email is already in use.', name: 'Please enter your name.' } });
    expect(await loginUserCount()).toBe(before);
  });

  it('refuses a malformed email or an empty password with a 400 naming the field', async () => {
    const badEmail = await register({ email: 'not-an-email', password: 'secret', name: 'X' });
    expect(badEmail.response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badEmail.response.json()).details?.[0]?.field).toBe('email');
    const noPassword = await register({ email: 'x@example.com', password: '', name: 'X' });
    expect(errorEnvelopeSchema.parse(noPassword.response.json()).details?.[0]?.field).toBe('password');
  });
});

describe('POST /api/authenticate/refresh-token', () => {
  async function tokenOf(email: string): Promise<string> {
    const body = await login(email, DEMO_PASSWORD);
    if (!('accessToken' in body)) throw new Error('login refused');
    return body.accessToken;
  }

  async function refresh(accessToken: string) {
    return api.post(demoApiPaths.refreshToken, { accessToken });
  }

  it('answers userData and a new accessToken for a good token', async () => {
    const response = await refresh(await tokenOf('demo@demo.com'));
    expect(response.statusCode).toBe(200);
    const body = demoRefreshResponseSchema.parse(response.json());
    expect(body.userData).toEqual({ id: 1, email: 'demo@demo.com', name: 'Demo', loggedInWith: 'jwt' });
    expect(claims(body.accessToken).id).toBe(1);
  });

  it("answers 401 'Invalid access token' for a forged, foreign or garbage token", async () => {
    const good = await tokenOf('demo@demo.com');
    const [header, payload] = good.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims(good), id: 2 })).toString('base64url')}.${good.split('.')[2]}`;
    const product = (await server.login('admin@acme.test')).token;
    for (const token of [forged, product, 'garbage', '', `${header}.${payload}.`]) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(demoRefreshErrorSchema.parse(response.json())).toEqual({
        statusCode: 401,
        error: 'Invalid access token',
        message: 'Invalid access token',
        code: 'auth.demoTokenInvalid',
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('accepts a token until 8000 seconds have passed, and refuses it after', async () => {
    const token = await tokenOf('admin@admin.com');
    const issuedAt = claims(token).iat * 1000;
    jwtClockAt(issuedAt + (DEMO_TOKEN_EXPIRY_SECONDS - 1) * 1000);
    expect((await refresh(token)).statusCode).toBe(200);
    jwtClockAt(issuedAt + (DEMO_TOKEN_EXPIRY_SECONDS + 1) * 1000);
    const expired = await refresh(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(DEMO_AUTH_MESSAGES.invalidAccessToken);
  });
});
