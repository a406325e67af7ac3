import { createHmac } from 'node:crypto';
import { refreshResponseSchema } from '@timely/contract';
import { REFRESH_GRACE_MS } from '../services/tokens.js';
import { createTestServer, TEST_SECRETS, type TestServer } from '../testing/test-server.js';

/**
 * Sessions (issue #28, points 4 and 5): the access guard reads the session with the user, so ending a
 * session stops every token of it at once; a refresh token used twice ends its session; a session ends
 * at its maximum age whatever its refreshes; tokens are HS256 only.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${token}` } });
const post = (url: string, payload: object, token?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const refresh = (refreshToken: string) => post('/v2/auth/refresh', { refreshToken });

it('log-out stops the access tokens of that session at once, and no other session', async () => {
  const first = await server.login('manager@acme.test');
  const second = await server.login('manager@acme.test');
  expect((await me(first.token)).statusCode).toBe(200);
  // a refreshed access token belongs to the same session
  const rotated = refreshResponseSchema.parse((await refresh(first.refreshToken)).json());
  expect((await post('/v2/auth/logout', { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
  expect((await me(first.token)).statusCode).toBe(401);
  expect((await me(rotated.token)).statusCode).toBe(401);
  expect((await me(second.token)).statusCode).toBe(200);
});

it("a password change stops the user's other sessions at once and keeps the one that changed it", async () => {
  const kept = await server.login('admin@globex.test');
  const other = await server.login('admin@globex.test');
  const changed = await post(
    '/v2/auth/change-password',
    { currentPassword: 'Timely#2026', newPassword: 'Another-pass 42' },
    kept.token,
  );
  expect(changed.statusCode).toBe(200);
  expect((await me(other.token)).statusCode).toBe(401);
  expect((await refresh(other.refreshToken)).statusCode).toBe(401);
  expect((await me(kept.token)).statusCode).toBe(200);
});

it('a refresh token used twice ends its session: the thief and the owner both sign in again', async () => {
  const session = await server.login('member@acme.test');
  const owner = refreshResponseSchema.parse((await refresh(session.refreshToken)).json());
  expect((await me(owner.token)).statusCode).toBe(200);
  // the stolen copy of the first refresh token comes back, after the grace of a parallel refresh
  server.clock.advance(REFRESH_GRACE_MS + 1000);
  expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  expect((await me(owner.token)).statusCode).toBe(401);
  expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
  // another sign-in of the same user is a session of its own
  expect((await me((await server.login('member@acme.test')).token)).statusCode).toBe(200);
});

it('two parallel refreshes of one token both get the same new pair, which works and rotates on', async () => {
  const session = await server.login('member@acme.test');
  const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
  expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
  const pair = refreshResponseSchema.parse(first!.json());
  expect(refreshResponseSchema.parse(second!.json())).toEqual(pair);
  expect(pair.refreshToken).not.toBe(session.refreshToken);
  expect((await me(pair.token)).statusCode).toBe(200);
  // a retry a few seconds later still gets the same pair; the session lives on
  server.clock.advance(5000);
  expect(refreshResponseSchema.parse((await refresh(session.refreshToken)).json())).toEqual(pair);
  const next = refreshResponseSchema.parse((await refresh(pair.refreshToken)).json());
  expect((await me(next.token)).statusCode).toBe(200);
  const stored = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
  expect(stored.map((row) => row.token_hash)).not.toContain(pair.refreshToken);
});

it('a spent refresh token gives its successor only within the grace and only while the session lives', async () => {
  const session = await server.login('member@acme.test');
  const pair = refreshResponseSchema.parse((await refresh(session.refreshToken)).json());
  expect((await post('/v2/auth/logout', { refreshToken: pair.refreshToken })).statusCode).toBe(200);
  expect((await refresh(session.refreshToken)).statusCode).toBe(401);
});

it('refuses tokens signed with another algorithm than HS256, and unsigned ones', async () => {
  const { token } = await server.login('member@acme.test');
  const [, payload] = token.split('.') as [string, string, string];
  const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const hs512 = `${header('HS512')}.${payload}`;
  const signed = `${hs512}.${createHmac('sha512', TEST_SECRETS.jwt).update(hs512).digest('base64url')}`;
  expect((await me(signed)).statusCode).toBe(401);
  expect((await me(`${header('none')}.${payload}.`)).statusCode).toBe(401);
  expect((await me(token)).statusCode).toBe(200);
});

// moves the server's clock forward: keep it last
it('a session ends at its maximum age, however often it was refreshed', async () => {
  const session = await server.login('admin@acme.test');
  let refreshToken = session.refreshToken;
  // SESSION_MAX_AGE_DAYS is 30: refresh every 10 days
  for (let day = 0; day < 2; day += 1) {
    server.clock.advance(10 * 86_400_000);
    const next = await refresh(refreshToken);
    expect(next.statusCode).toBe(200);
    refreshToken = refreshResponseSchema.parse(next.json()).refreshToken;
  }
  server.clock.advance(10 * 86_400_000 + 60_000);
  expect((await refresh(refreshToken)).statusCode).toBe(401);
});
