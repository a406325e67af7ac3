import { errorEnvelopeSchema, loginResponseSchema } from '../contract/index.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in throttling per account', () => {
  it('locks an account for 15 minutes after 5 failures, even against the right password, then lets it in', async () => {
    for (let n = 0; n < 5; n += 1) expect((await login('manager@acme.test', 'wrong', `198.51.100.${n + 1}`)).statusCode).toBe(401);
    const locked = await login('manager@acme.test', 'Timely#2026', '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const body = errorEnvelopeSchema.parse(locked.json());
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(/Too many failed sign-ins for this account\. Try again in 15 minutes/);

    // other accounts are not affected
    expect((await login('member@acme.test', 'Timely#2026', '198.51.100.99')).statusCode).toBe(200);

    server.clock.advance(15 * 60_000 + 1000);
    const after = await login('manager@acme.test', 'Timely#2026', '198.51.100.99');
    expect(after.statusCode).toBe(200);
    loginResponseSchema.parse(after.json());
  });

  it('counts unknown accounts too, so a 429 reveals nobody', async () => {
    for (let n = 0; n < 5; n += 1) await login('ghost@acme.test', 'wrong', `203.0.113.${n + 1}`);
    expect((await login('ghost@acme.test', 'wrong', '203.0.113.50')).statusCode).toBe(429);
  });

  it('a successful sign-in forgives earlier failures of the account', async () => {
    for (let n = 0; n < 4; n += 1) await login('admin@globex.test', 'wrong', `192.0.2.${n + 1}`);
    expect((await login('admin@globex.test', 'Timely#2026', '192.0.2.10')).statusCode).toBe(200);
    for (let n = 0; n < 4; n += 1) expect((await login('admin@globex.test', 'wrong', `192.0.2.${n + 20}`)).statusCode).toBe(401);
    expect((await login('admin@globex.test', 'Timely#2026', '192.0.2.30')).statusCode).toBe(200);
  });
});

describe('sign-in throttling per address', () => {
  it('refuses an address after 20 failures in a minute, whatever the account, for a minute', async () => {
    const address = '100.64.0.1';
    for (let n = 0; n < 20; n += 1) expect((await login(`guess${n}@acme.test`, 'wrong', address)).statusCode).toBe(401);
    const limited = await login('admin@acme.test', 'Timely#2026', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(errorEnvelopeSchema.parse(limited.json()).message).toMatch(/from your network address/);
    // the same account from elsewhere is fine
    expect((await login('admin@acme.test', 'Timely#2026', '100.64.0.2')).statusCode).toBe(200);
    server.clock.advance(61_000);
    expect((await login('admin@acme.test', 'Timely#2026', address)).statusCode).toBe(200);
  });
});

describe('change password counts wrong guesses as failed sign-ins', () => {
  it('answers 429 once the account is locked', async () => {
    const headers = await server.authHeaders('member@acme.test');
    for (let n = 0; n < 5; n += 1) {
      const response = await server.app.inject({ method: 'POST', url: '/v2/auth/change-password', headers, payload: { currentPassword: 'wrong', newPassword: 'Another-pass 42' } });
      expect(response.statusCode).toBe(400);
    }
    const locked = await server.app.inject({ method: 'POST', url: '/v2/auth/change-password', headers, payload: { currentPassword: 'Timely#2026', newPassword: 'Another-pass 42' } });
    expect(locked.statusCode).toBe(429);
  });
});
