import {
  auditPageSchema,
  errorEnvelopeSchema,
  loginResponseSchema,
  ssoLookupSchema,
  ssoSettingsSchema,
} from '@timely/contract';
import { startTestProvider, type TestProvider } from '../testing/oidc-test-provider.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Single sign-on with OpenID Connect against a real provider (oidc-provider) on a free port: the whole code
 * flow, authorization → the provider's login and consent pages over HTTP → the callback → the session.
 */
const API = 'http://api.test';
const PORTAL = 'http://portal.test';
const ADMIN = 'admin@acme.test';
const MEMBER = 'member@acme.test';

let server: TestServer;
let provider: TestProvider;
beforeAll(async () => {
  server = await createTestServer({ publicApiUrl: API, portalUrl: PORTAL, ssoAllowHttpIssuer: true });
  provider = await startTestProvider(`${API}/v2/auth/sso/callback`);
});
afterAll(async () => {
  await provider?.close();
  await server?.close();
});

async function patchSso(email: string, payload: object) {
  return server.app.inject({
    method: 'PATCH',
    url: '/v2/company/sso',
    headers: await server.authHeaders(email),
    payload,
  });
}

async function turnOn(extra: object = {}) {
  const response = await patchSso(ADMIN, {
    enabled: true,
    name: 'Acme ID',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: ['acme.test'],
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return ssoSettingsSchema.parse(response.json());
}

/** Starts at the API, signs in at the provider as `login`, and answers where the callback sent the browser. */
async function signInThroughProvider(
  email: string,
  login = email,
  beforeCallback?: (callback: URL) => Promise<URL> | URL,
) {
  const start = await server.app.inject({
    method: 'GET',
    url: `/v2/auth/sso/start?email=${encodeURIComponent(email)}`,
  });
  expect(start.statusCode).toBe(302);
  const location = String(start.headers.location);
  expect(location.startsWith(provider.issuer)).toBe(true);
  const authorization = new URL(location);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  expect(authorization.searchParams.get('state')).toBeTruthy();
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  let back = await provider.signIn(location, login);
  if (beforeCallback) back = await beforeCallback(back);
  const callback = await server.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(String(callback.headers.location));
}

function fragmentOf(url: URL, key: string): string | null {
  return new URLSearchParams(url.hash.slice(1)).get(key);
}

async function sessionFor(url: URL) {
  expect(url.origin + url.pathname).toBe(`${PORTAL}/pages/login/`);
  const code = fragmentOf(url, 'sso');
  expect(code).toBeTruthy();
  const response = await server.app.inject({ method: 'POST', url: '/v2/auth/sso/session', payload: { code } });
  expect(response.statusCode).toBe(200);
  return { code: code!, session: loginResponseSchema.parse(response.json()) };
}

async function auditKinds() {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v2/audit-log?perPage=40',
    headers: await server.authHeaders(ADMIN),
  });
  return auditPageSchema.parse(response.json()).items;
}

describe('settings', () => {
  it('are level3 only, on the server', async () => {
    for (const email of [MEMBER, 'manager@acme.test']) {
      const headers = await server.authHeaders(email);
      expect((await server.app.inject({ method: 'GET', url: '/v2/company/sso', headers })).statusCode).toBe(403);
      expect((await patchSso(email, { jitProvisioning: true })).statusCode).toBe(403);
    }
  });

  it('answer the redirect URI to register, and nothing set at first', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v2/company/sso',
      headers: await server.authHeaders(ADMIN),
    });
    expect(ssoSettingsSchema.parse(response.json())).toEqual({
      enabled: false,
      name: '',
      issuer: '',
      clientId: '',
      clientSecretSet: false,
      domains: [],
      jitProvisioning: false,
      passwordSignIn: true,
      redirectUri: `${API}/v2/auth/sso/callback`,
    });
  });

  it('refuse to turn on with fields missing, naming each, and change nothing', async () => {
    const response = await patchSso(ADMIN, { enabled: true, name: 'Acme ID' });
    expect(response.statusCode).toBe(400);
    const fields = errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['issuer', 'clientId', 'clientSecret', 'domains']));
    const bad = await patchSso(ADMIN, { domains: ['not a domain'] });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]?.field).toMatch(/^domains/);
    const huge = await patchSso(ADMIN, { name: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    const after = await server.app.inject({
      method: 'GET',
      url: '/v2/company/sso',
      headers: await server.authHeaders(ADMIN),
    });
    expect(ssoSettingsSchema.parse(after.json()).enabled).toBe(false);
  });

  it('refuse an issuer that is no OpenID provider', async () => {
    const response = await turnOnExpecting(400, { issuer: 'http://127.0.0.1:9/nothing' });
    expect(errorEnvelopeSchema.parse(response.json()).details?.[0]).toMatchObject({
      field: 'issuer',
      code: 'field.issuerUnreachable',
    });
  });

  it('never answer the client secret, and keep it encrypted', async () => {
    const settings = await turnOn();
    expect(settings).toMatchObject({ enabled: true, clientSecretSet: true, domains: ['acme.test'] });
    const read = await server.app.inject({
      method: 'GET',
      url: '/v2/company/sso',
      headers: await server.authHeaders(ADMIN),
    });
    expect(read.body).not.toContain(provider.clientSecret);
    expect(read.json()).not.toHaveProperty('clientSecret');
    const [row] = await server.db.query<{ client_secret: string }>('SELECT client_secret FROM company_sso');
    expect(row!.client_secret).not.toContain(provider.clientSecret);
    expect(row!.client_secret.startsWith('v1.')).toBe(true);
    const entries = await auditKinds();
    const changed = entries.find((entry) => entry.kind === 'sso.changed');
    expect(changed).toBeDefined();
    expect(JSON.stringify(changed)).not.toContain(provider.clientSecret);
    expect(changed!.after).toMatchObject({ enabled: true, clientSecret: 'changed' });
  });

  it('refuse a domain another company signs in with', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/v2/company/sso',
      headers: await server.authHeaders('admin@globex.test'),
      payload: { domains: ['acme.test'] },
    });
    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.code).toBe('field.domainTaken');
  });
});

async function turnOnExpecting(status: number, extra: object) {
  const response = await patchSso(ADMIN, {
    enabled: true,
    name: 'Acme ID',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: ['acme.test'],
    ...extra,
  });
  expect(response.statusCode).toBe(status);
  return response;
}

describe('sign-in', () => {
  beforeAll(async () => {
    await turnOn({ jitProvisioning: false, passwordSignIn: true });
  });

  it('tells the sign-in page which provider covers an address', async () => {
    const covered = await server.app.inject({ method: 'GET', url: `/v2/auth/sso?email=${MEMBER}` });
    expect(ssoLookupSchema.parse(covered.json()).provider).toEqual({
      name: 'Acme ID',
      startUrl: `${API}/v2/auth/sso/start?email=member%40acme.test`,
    });
    const other = await server.app.inject({ method: 'GET', url: '/v2/auth/sso?email=someone@globex.test' });
    expect(ssoLookupSchema.parse(other.json()).provider).toBeNull();
  });

  it('matches the peer by verified e-mail, and the one-time code works once', async () => {
    provider.accounts.set('member-at-idp', { email: 'Member@Acme.test', email_verified: true });
    const { code, session } = await sessionFor(await signInThroughProvider(MEMBER, 'member-at-idp'));
    expect(session.user.email).toBe(MEMBER);
    const me = await server.app.inject({
      method: 'GET',
      url: '/v2/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    const again = await server.app.inject({ method: 'POST', url: '/v2/auth/sso/session', payload: { code } });
    expect(again.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(again.json()).code).toBe('auth.ssoCodeInvalid');
    const signedIn = (await auditKinds()).find((entry) => entry.kind === 'sso.signed_in');
    expect(signedIn).toMatchObject({
      target: { type: 'peer', label: expect.any(String) },
      after: { provider: 'Acme ID' },
    });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    provider.accounts.set('unverified', { email: MEMBER, email_verified: false });
    const back = await signInThroughProvider(MEMBER, 'unverified');
    expect(fragmentOf(back, 'ssoError')).toBe('unverified');
    expect(fragmentOf(back, 'sso')).toBeNull();
  });

  it('refuses an unknown e-mail without just-in-time provisioning, and creates a level1 peer with it', async () => {
    provider.accounts.set('newcomer', { email: 'newcomer@acme.test', email_verified: true, name: 'Nia Newcomer' });
    const refused = await signInThroughProvider('newcomer@acme.test', 'newcomer');
    expect(fragmentOf(refused, 'ssoError')).toBe('unknown');
    expect(await server.db.query("SELECT id FROM users WHERE email = 'newcomer@acme.test'")).toHaveLength(0);

    await patchSso(ADMIN, { jitProvisioning: true });
    const { session } = await sessionFor(await signInThroughProvider('newcomer@acme.test', 'newcomer'));
    expect(session.user).toMatchObject({ email: 'newcomer@acme.test', name: 'Nia Newcomer', level: 'level1' });
    const kinds = (await auditKinds()).map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['sso.peer_provisioned', 'sso.signed_in']));
    await patchSso(ADMIN, { jitProvisioning: false });
  });

  it("never takes over a deleted peer's address, even with just-in-time provisioning", async () => {
    await server.db.query("UPDATE users SET deleted_at = now() WHERE email = 'newcomer@acme.test'");
    await patchSso(ADMIN, { jitProvisioning: true });
    const back = await signInThroughProvider('newcomer@acme.test', 'newcomer');
    expect(fragmentOf(back, 'ssoError')).toBe('unknown');
    expect(await server.db.query("SELECT id FROM users WHERE email = 'newcomer@acme.test'")).toHaveLength(1);
    await patchSso(ADMIN, { jitProvisioning: false });
  });

  it('refuses an address outside the company (another domain)', async () => {
    provider.accounts.set('outsider', { email: 'gus@globex.test', email_verified: true });
    const back = await signInThroughProvider(MEMBER, 'outsider');
    expect(fragmentOf(back, 'ssoError')).toBe('unknown');
  });

  it('refuses a state it did not hand out, and a callback in another browser', async () => {
    provider.accounts.set('member-at-idp', { email: MEMBER, email_verified: true });
    const forged = await signInThroughProvider(MEMBER, 'member-at-idp', (callback) => {
      callback.searchParams.set('state', 'forged-state-forged-state-forged');
      return callback;
    });
    expect(fragmentOf(forged, 'ssoError')).toBe('expired');

    const start = await server.app.inject({ method: 'GET', url: `/v2/auth/sso/start?email=${MEMBER}` });
    const back = await provider.signIn(String(start.headers.location), 'member-at-idp');
    const elsewhere = await server.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: 'timely_sso=another-browser' },
    });
    expect(fragmentOf(new URL(String(elsewhere.headers.location)), 'ssoError')).toBe('expired');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const back = await signInThroughProvider(MEMBER, 'member-at-idp', async (callback) => {
      // the server's record now expects another nonce than the one the provider signed into the ID token
      await server.db.query("UPDATE sso_logins SET nonce = 'another-nonce' WHERE used_at IS NULL");
      return callback;
    });
    expect(fragmentOf(back, 'ssoError')).toBe('failed');
  });

  it('turns the password path off for everyone but level3', async () => {
    await patchSso(ADMIN, { passwordSignIn: false });
    const member = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'manager@acme.test', password: 'Timely#2026' },
    });
    expect(member.statusCode).toBe(403);
    const envelope = errorEnvelopeSchema.parse(member.json());
    expect(envelope.code).toBe('auth.passwordSignInOff');
    expect(envelope.message).toContain('Acme ID');
    // a wrong password still reads as one: the setting is no oracle for addresses
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'manager@acme.test', password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    // the break-glass path: level3 peers still sign in with their password
    expect((await server.login(ADMIN)).user.level).toBe('level3');
    // another company is not affected
    expect((await server.login('admin@globex.test')).user.email).toBe('admin@globex.test');
    await patchSso(ADMIN, { passwordSignIn: true });
  });

  it('sends the browser back when single sign-on is off for the address', async () => {
    const start = await server.app.inject({ method: 'GET', url: '/v2/auth/sso/start?email=someone@globex.test' });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers.location)).toBe(`${PORTAL}/pages/login/#ssoError=disabled`);
  });
});

describe('without SSO_ALLOW_HTTP_ISSUER', () => {
  it('refuses an http:// issuer', async () => {
    const strict = await createTestServer({ publicApiUrl: API, ssoAllowHttpIssuer: false });
    try {
      const response = await strict.app.inject({
        method: 'PATCH',
        url: '/v2/company/sso',
        headers: await strict.authHeaders(ADMIN),
        payload: { issuer: provider.issuer },
      });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details?.[0]).toMatchObject({
        field: 'issuer',
        code: 'field.issuerInsecure',
      });
    } finally {
      await strict.close();
    }
  });
});
