import { errorEnvelopeSchema, loginResponseSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Sign-in throttling (issue #28, point 6): attempts are counted before the password is checked, and past
 * a few each waits twice as long as the one before (up to a minute) instead of locking the account.
 * Defaults: 5 attempts per account and 20 per address go through at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // the waits are counted in seconds: no second passes unless a test says so
  server.clock.freeze();
});
afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  server.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in throttling per account', () => {
  it('lets no more than the free attempts and one more through a parallel burst', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, n) => login('lead@acme.test', 'wrong', `198.18.0.${n + 1}`)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(14);
  });

  it('slows an account down with a growing wait instead of locking it, and the right password works once the wait is over', async () => {
    for (let n = 0; n < 5; n += 1)
      expect((await login('manager@acme.test', 'wrong', `198.51.100.${n + 1}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      // the attempt after the free ones is let through, and sets the next wait
      expect((await login('manager@acme.test', 'wrong', '198.51.100.50')).statusCode).toBe(401);
      const slowed = await login('manager@acme.test', 'Timely#2026', '198.51.100.99');
      expect(slowed.statusCode).toBe(429);
      waits.push(Number(slowed.headers['retry-after']));
      expect(errorEnvelopeSchema.parse(slowed.json()).message).toMatch(
        /Too many sign-in attempts for this account\. Try again in \d+ seconds?/,
      );
      server.clock.advance(waits.at(-1)! * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // other accounts are not affected, and the owner gets in as soon as the wait is over
    expect((await login('member@acme.test', 'Timely#2026', '198.51.100.99')).statusCode).toBe(200);
    const after = await login('manager@acme.test', 'Timely#2026', '198.51.100.99');
    expect(after.statusCode).toBe(200);
    loginResponseSchema.parse(after.json());
  });

  it('never makes the owner wait more than LOGIN_MAX_DELAY_SECONDS', async () => {
    for (let n = 0; n < 30; n += 1) {
      await login('designer@acme.test', 'wrong', `198.51.101.${n + 1}`);
      server.clock.advance(60_000);
    }
    await login('designer@acme.test', 'wrong', '198.51.101.200');
    const slowed = await login('designer@acme.test', 'wrong', '198.51.101.201');
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts unknown accounts too, so a 429 reveals nobody', async () => {
    for (let n = 0; n < 6; n += 1) await login('ghost@acme.test', 'wrong', `203.0.113.${n + 1}`);
    expect((await login('ghost@acme.test', 'wrong', '203.0.113.50')).statusCode).toBe(429);
  });

  it('a successful sign-in forgives earlier attempts of the account', async () => {
    for (let n = 0; n < 4; n += 1) await login('admin@globex.test', 'wrong', `192.0.2.${n + 1}`);
    expect((await login('admin@globex.test', 'Timely#2026', '192.0.2.10')).statusCode).toBe(200);
    for (let n = 0; n < 5; n += 1)
      expect((await login('admin@globex.test', 'wrong', `192.0.2.${n + 20}`)).statusCode).toBe(401);
    expect((await login('admin@globex.test', 'Timely#2026', '192.0.2.30')).statusCode).toBe(200);
  });
});

describe('sign-in throttling per address', () => {
  it('slows an address down after 20 attempts, whatever the account; successful sign-ins do not count', async () => {
    const address = '100.64.0.1';
    for (let n = 0; n < 30; n += 1)
      expect((await login('admin@acme.test', 'Timely#2026', address)).statusCode).toBe(200);
    for (let n = 0; n < 20; n += 1) expect((await login(`guess${n}@acme.test`, 'wrong', address)).statusCode).toBe(401);
    expect((await login('guess-more@acme.test', 'wrong', address)).statusCode).toBe(401);
    const limited = await login('admin@acme.test', 'Timely#2026', address);
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json()).message).toMatch(/from your network address/);
    // the same account from elsewhere is fine
    expect((await login('admin@acme.test', 'Timely#2026', '100.64.0.2')).statusCode).toBe(200);
    server.clock.advance(Number(limited.headers['retry-after']) * 1000);
    expect((await login('admin@acme.test', 'Timely#2026', address)).statusCode).toBe(200);
  });
});

describe('change password counts guesses at the current password as sign-in attempts', () => {
  it('answers 429 once the account must wait', async () => {
    const headers = await server.authHeaders('member@acme.test');
    for (let n = 0; n < 6; n += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/v2/auth/change-password',
        headers,
        payload: { currentPassword: 'wrong', newPassword: 'Another-pass 42' },
      });
      expect(response.statusCode).toBe(400);
    }
    const slowed = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/change-password',
      headers,
      payload: { currentPassword: 'Timely#2026', newPassword: 'Another-pass 42' },
    });
    expect(slowed.statusCode).toBe(429);
  });
});
