import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  API_TOKENS_PER_PERSON,
  apiTokenListSchema,
  auditPageSchema,
  createdApiTokenSchema,
  errorEnvelopeSchema,
  type CreateApiTokenBody,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const MEMBER = 'member@acme.test';
const MANAGER = 'manager@acme.test';
const ATLAS = seedId('project', 'acme', 'atlas');

let server: TestServer;
let memberId = '';
beforeAll(async () => {
  server = await createTestServer();
  const [row] = await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [MEMBER]);
  memberId = row!.id;
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call as the user's browser session makes it. */
async function asSession(email: string, method: Method, url: string, payload?: object) {
  return server.app.inject({ method, url, headers: await server.authHeaders(email), ...(payload ? { payload } : {}) });
}

/** A call as a script makes it, with an API token. */
async function asToken(secret: string, method: Method, url: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });
}

async function newToken(email: string, body: Partial<CreateApiTokenBody> = {}) {
  const response = await asSession(email, 'POST', '/v2/me/api-tokens', {
    name: 'Deploy script',
    scope: 'read',
    expiresInDays: 30,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return createdApiTokenSchema.parse(response.json());
}

const codeOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).code;

it('shows the secret once, at creation; the list names the token, its scope and dates, never the secret', async () => {
  const created = await newToken(MEMBER, { name: 'Reporting', scope: 'write', expiresInDays: 90 });
  expect(created.secret).toMatch(/^tly_[A-Za-z0-9_-]{43}$/);
  expect(created.token).toMatchObject({ name: 'Reporting', scope: 'write', lastUsedAt: null });
  expect(created.token.start).toBe(created.secret.slice(0, 8));
  expect(Date.parse(created.token.expiresAt) - Date.parse(created.token.createdAt)).toBe(90 * 86_400_000);

  const listed = await asSession(MEMBER, 'GET', '/v2/me/api-tokens');
  expect(listed.statusCode).toBe(200);
  expect(listed.body).not.toContain(created.secret);
  const list = apiTokenListSchema.parse(listed.json());
  expect(list.limit).toBe(API_TOKENS_PER_PERSON);
  expect(list.items[0]).toEqual(created.token);
  // only a hash is kept
  const [stored] = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM api_tokens WHERE id = $1', [
    created.token._id,
  ]);
  expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored!.token_hash).not.toContain(created.secret.slice(4));

  // someone else's list does not show it
  const theirs = apiTokenListSchema.parse((await asSession(MANAGER, 'GET', '/v2/me/api-tokens')).json());
  expect(theirs.items.map((token) => token._id)).not.toContain(created.token._id);
});

it('reads /v2/me and a project as its owner, and answers as the session does (the same fields)', async () => {
  const { secret } = await newToken(MEMBER);
  for (const url of ['/v2/me', `/v2/projects/${ATLAS}`, '/v2/peers']) {
    const byToken = await asToken(secret, 'GET', url);
    const bySession = await asSession(MEMBER, 'GET', url);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json()).toEqual(bySession.json());
  }
  expect((await asToken(secret, 'GET', '/v2/me')).json()).toMatchObject({ email: MEMBER });
});

it('refuses a write with a read token (403 naming the scope), and allows it with a write token', async () => {
  const read = await newToken(MEMBER, { scope: 'read' });
  const refused = await asToken(read.secret, 'PATCH', '/v2/me', { timeZone: 'Asia/Tokyo' });
  expect(refused.statusCode).toBe(403);
  expect(codeOf(refused)).toBe('apiToken.readScope');
  expect(refused.json().message).toMatch(/read scope/);

  const write = await newToken(MEMBER, { scope: 'write' });
  const allowed = await asToken(write.secret, 'PATCH', '/v2/me', { timeZone: 'Asia/Tokyo' });
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
});

it("is refused where its owner's session is: a member's write token cannot change a project", async () => {
  const { secret } = await newToken(MEMBER, { scope: 'write' });
  const payload = { description: 'Changed by a script' };
  const bySession = await asSession(MEMBER, 'PATCH', `/v2/projects/${ATLAS}`, payload);
  const byToken = await asToken(secret, 'PATCH', `/v2/projects/${ATLAS}`, payload);
  expect(bySession.statusCode).toBe(403);
  expect(byToken.statusCode).toBe(bySession.statusCode);
  expect(codeOf(byToken)).toBe(codeOf(bySession));
});

it('stops at once when revoked; another person cannot revoke it (404); the audit log has both', async () => {
  const { token, secret } = await newToken(MEMBER, { name: 'CI' });
  expect((await asToken(secret, 'GET', '/v2/me')).statusCode).toBe(200);

  const notTheirs = await asSession(MANAGER, 'DELETE', `/v2/me/api-tokens/${token._id}`);
  expect(notTheirs.statusCode).toBe(404);
  expect(codeOf(notTheirs)).toBe('notFound.apiToken');
  expect((await asToken(secret, 'GET', '/v2/me')).statusCode).toBe(200);

  expect((await asSession(MEMBER, 'DELETE', `/v2/me/api-tokens/${token._id}`)).statusCode).toBe(200);
  const revoked = await asToken(secret, 'GET', '/v2/me');
  expect(revoked.statusCode).toBe(401);
  expect(codeOf(revoked)).toBe('apiToken.invalid');
  expect((await asSession(MEMBER, 'DELETE', `/v2/me/api-tokens/${token._id}`)).statusCode).toBe(404);

  const log = auditPageSchema.parse(
    (await asSession('admin@acme.test', 'GET', `/v2/audit-log?targetType=api_token&targetId=${token._id}`)).json(),
  );
  expect(log.items.map((entry) => [entry.kind, entry.actor?.name, entry.target.label])).toEqual([
    ['api_token.revoked', expect.any(String), 'CI'],
    ['api_token.created', expect.any(String), 'CI'],
  ]);
  expect(JSON.stringify(log.items)).not.toContain(secret.slice(4));
});

it('is refused (401) once its owner is deactivated, and for an unknown or malformed secret', async () => {
  const { secret } = await newToken(MEMBER);
  await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [memberId]);
  try {
    const refused = await asToken(secret, 'GET', '/v2/me');
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('apiToken.invalid');
  } finally {
    await server.db.query('UPDATE users SET is_active = true WHERE id = $1', [memberId]);
  }
  expect((await asToken(secret, 'GET', '/v2/me')).statusCode).toBe(200);
  expect((await asToken(`tly_${'A'.repeat(43)}`, 'GET', '/v2/me')).statusCode).toBe(401);
  expect((await asToken('tly_short', 'GET', '/v2/me')).statusCode).toBe(401);
});

it('cannot manage tokens nor change the password: a signed-in session must', async () => {
  const { token, secret } = await newToken(MEMBER, { scope: 'write' });
  const calls = [
    await asToken(secret, 'GET', '/v2/me/api-tokens'),
    await asToken(secret, 'POST', '/v2/me/api-tokens', { name: 'Another', scope: 'write', expiresInDays: 365 }),
    await asToken(secret, 'DELETE', `/v2/me/api-tokens/${token._id}`),
    await asToken(secret, 'POST', '/v2/auth/change-password', {
      currentPassword: 'whatever-it-is',
      newPassword: 'a-new-long-password-1',
    }),
  ];
  for (const response of calls) {
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('apiToken.sessionRequired');
  }
  expect((await asToken(secret, 'GET', '/v2/me')).statusCode).toBe(200);
});

it('takes a last day (a year away at most) instead of days, and holds at most 20 tokens a person', async () => {
  const today = server.app.now().toISOString().slice(0, 10);
  const tooFar = await asSession(MANAGER, 'POST', '/v2/me/api-tokens', {
    name: 'Forever',
    scope: 'read',
    expiresOn: '2099-01-01',
  });
  expect(tooFar.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(tooFar.json()).details?.[0]).toMatchObject({
    field: 'expiresOn',
    code: 'field.withinYear',
  });
  const both = await asSession(MANAGER, 'POST', '/v2/me/api-tokens', {
    name: 'Both',
    scope: 'read',
    expiresInDays: 30,
    expiresOn: today,
  });
  expect(both.statusCode).toBe(400);
  const tooLong = await asSession(MANAGER, 'POST', '/v2/me/api-tokens', {
    name: 'Long',
    scope: 'read',
    expiresInDays: 366,
  });
  expect(tooLong.statusCode).toBe(400);

  const dated = await newToken(MANAGER, { expiresInDays: undefined, expiresOn: today });
  expect(dated.token.expiresAt.slice(0, 10) > today).toBe(true);
  const held = apiTokenListSchema.parse((await asSession(MANAGER, 'GET', '/v2/me/api-tokens')).json()).items.length;
  for (let n = held; n < API_TOKENS_PER_PERSON; n += 1) await newToken(MANAGER, { name: `Token ${n}` });
  const over = await asSession(MANAGER, 'POST', '/v2/me/api-tokens', { name: 'One more', scope: 'read' });
  expect(over.statusCode).toBe(409);
  expect(codeOf(over)).toBe('apiToken.limit');
  // revoking one makes room again
  expect((await asSession(MANAGER, 'DELETE', `/v2/me/api-tokens/${dated.token._id}`)).statusCode).toBe(200);
  await newToken(MANAGER, { name: 'One more' });
});

it('limits each token on its own (429 with Retry-After): neither the session nor another token slows', async () => {
  const limited = await newToken('admin@acme.test');
  const other = await newToken('admin@acme.test');
  const statuses: number[] = [];
  for (let n = 0; n < API_TOKEN_REQUESTS_PER_MINUTE; n += 1)
    statuses.push((await asToken(limited.secret, 'GET', '/v2/me')).statusCode);
  expect(statuses.every((status) => status === 200)).toBe(true);
  const refused = await asToken(limited.secret, 'GET', '/v2/me');
  expect(refused.statusCode).toBe(429);
  expect(codeOf(refused)).toBe('request.tooMany');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect((await asToken(other.secret, 'GET', '/v2/me')).statusCode).toBe(200);
  expect((await asSession('admin@acme.test', 'GET', '/v2/me')).statusCode).toBe(200);
});

it("notes its last use at most once a minute, without moving the company's data version", async () => {
  server.clock.freeze();
  const { token, secret } = await newToken(MEMBER);
  const lastUsed = async () =>
    apiTokenListSchema
      .parse((await asSession(MEMBER, 'GET', '/v2/me/api-tokens')).json())
      .items.find((item) => item._id === token._id)!.lastUsedAt;
  const version = async () =>
    (
      await server.db.query<{ version: string }>(
        'SELECT version::text AS version FROM company_data_versions WHERE company_id = $1',
        [seedId('company', 'acme')],
      )
    )[0]?.version;
  expect(await lastUsed()).toBeNull();
  const before = await version();
  await asToken(secret, 'GET', '/v2/me');
  const first = await lastUsed();
  expect(first).not.toBeNull();
  expect(await version()).toBe(before);
  server.clock.advance(30_000);
  await asToken(secret, 'GET', '/v2/me');
  expect(await lastUsed()).toBe(first);
  server.clock.advance(31_000);
  await asToken(secret, 'GET', '/v2/me');
  const later = await lastUsed();
  expect(Date.parse(later!) - Date.parse(first!)).toBe(61_000);
});

it('stops working past its expiry (401)', async () => {
  const { secret } = await newToken(MEMBER, { expiresInDays: 1 });
  expect((await asToken(secret, 'GET', '/v2/me')).statusCode).toBe(200);
  server.clock.advance(86_400_000 + 1_000);
  const expired = await asToken(secret, 'GET', '/v2/me');
  expect(expired.statusCode).toBe(401);
  expect(codeOf(expired)).toBe('apiToken.invalid');
});
