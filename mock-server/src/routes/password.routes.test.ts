import { errorEnvelopeSchema, okSchema, refreshResponseSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ portalUrl: 'http://portal.test:3000' });
});
afterAll(async () => {
  await server.close();
});

const NEW_PASSWORD = 'Brand-new-pass 42';
type OutboxRow = { to_address: string; subject: string; body_text: string; status: string; kind: string };

async function outboxFor(email: string): Promise<OutboxRow[]> {
  await server.settle();
  return server.db.query<OutboxRow>(
    'SELECT to_address, subject, body_text, status, kind FROM outbox WHERE to_address = $1 ORDER BY created_at',
    [email],
  );
}

/** The token of the last link mailed to `email`, read from the message as the user got it. */
async function linkToken(email: string): Promise<string> {
  await server.settle();
  const link = server.mails
    .filter((mail) => mail.to === email)
    .at(-1)
    ?.text.match(/http:\/\/portal\.test:3000\/pages\/reset-password\?token=(\S+)/);
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}

// each call from its own address, so the per-address limit (tested on its own below) stays out of the way
let addresses = 0;
const nextAddress = () => `10.0.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const forgot = (email: string, remoteAddress?: string) =>
  post('/v2/auth/forgot-password', { email }, {}, remoteAddress);
const reset = (token: string, password = NEW_PASSWORD) => post('/v2/auth/reset-password', { token, password });
const emailOf = async (employeeId: string) =>
  (await server.db.query<{ email: string }>('SELECT email FROM users WHERE employee_id = $1', [employeeId]))[0]!.email;
const login = (email: string, password: string) => post('/v2/auth/login', { email, password });
const refresh = (refreshToken: string) => post('/v2/auth/refresh', { refreshToken });

describe('POST /v2/auth/forgot-password', () => {
  it('answers 202 and mails a one-time link to the portal, keeping only its hash', async () => {
    // the server's clock stands still, so the link's lifetime is read exactly
    server.clock.freeze();
    const response = await forgot('  Manager@Acme.TEST ');
    expect(response.statusCode).toBe(202);
    okSchema.parse(response.json());
    const [mail] = await outboxFor('manager@acme.test');
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Reset your Timely password' });
    const token = await linkToken('manager@acme.test');
    expect(token.length).toBeGreaterThan(30);
    // the outbox keeps the message with its link's token masked: reading the table takes over no account
    expect(mail!.body_text).toContain('/pages/reset-password?token=[hidden]');
    expect(mail!.body_text).not.toContain(token);
    const stored = await server.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM password_reset_tokens',
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(new Date(stored[0]!.expires_at).getTime() - server.app.now().getTime()).toBe(60 * 60_000);
    server.clock.thaw();
  });

  it('answers before it looks the account up, so a known account takes no longer than an unknown one', async () => {
    const send = server.app.mailer.send;
    // a mail path that does not finish until the test lets it (a big company table, a slow outbox): were the
    // answer waiting for it, the request below would never come back
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.app.mailer.send = async (message) => {
      await gate;
      return send(message);
    };
    const email = await emailOf('AC-1004');
    try {
      expect((await forgot(email)).statusCode).toBe(202);
      // not settled: the mail is still at the gate
      expect(await server.db.query('SELECT 1 FROM outbox WHERE to_address = $1', [email])).toEqual([]);
      release();
      await server.settle();
      expect(await outboxFor(email)).toHaveLength(1);
    } finally {
      release();
      server.app.mailer.send = send;
    }
  });

  it('answers the same 202 for an unknown email and mails nobody', async () => {
    const response = await forgot('nobody@acme.test');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await outboxFor('nobody@acme.test')).toEqual([]);
  });

  it('names a malformed email', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      { field: 'email', message: 'must be a valid email address' },
    ]);
  });

  it('stops mailing one account after three links in an hour', async () => {
    const target = await emailOf('AC-1006');
    for (let n = 0; n < 5; n += 1) expect((await forgot(target)).statusCode).toBe(202);
    expect(await outboxFor(target)).toHaveLength(3);
  });

  it('limits requests per address: 429 with Retry-After and the envelope', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await forgot('nobody@acme.test', '192.0.2.7')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    const limited = await forgot('nobody@acme.test', '192.0.2.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(limited.json()).message).toMatch(/^Too many requests; try again in /);
    expect((await forgot('nobody@acme.test', '192.0.2.8')).statusCode).toBe(202);
  });
});

describe('POST /v2/auth/reset-password', () => {
  it('sets the new password, works once, and signs out every session', async () => {
    const session = await server.login('member@acme.test');
    await forgot('member@acme.test');
    const token = await linkToken('member@acme.test');
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login('member@acme.test', 'Timely#2026')).statusCode).toBe(401);
    expect((await login('member@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);

    const again = await reset(token, 'Another-pass 43');
    expect(again.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(again.json()).details).toMatchObject([
      { field: 'token', message: 'is invalid or has expired; ask for a new link' },
    ]);
    expect((await login('member@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await forgot('admin@globex.test');
    const token = await linkToken('admin@globex.test');
    server.clock.advance(61 * 60_000);
    try {
      expect((await reset(token)).statusCode).toBe(400);
    } finally {
      server.clock.advance(-61 * 60_000);
    }
    expect((await login('admin@globex.test', 'Timely#2026')).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    const email = await emailOf('AC-1004');
    await forgot(email);
    const older = await linkToken(email);
    await forgot(email);
    const newer = await linkToken(email);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('names a weak password and keeps the token usable', async () => {
    const email = await emailOf('AC-1005');
    await forgot(email);
    const token = await linkToken(email);
    const weak = await reset(token, 'short-1');
    expect(weak.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(weak.json()).details).toMatchObject([
      { field: 'password', message: 'must be at least 10 characters' },
    ]);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('POST /v2/auth/change-password', () => {
  it('needs the current password, keeps this session and signs out the others', async () => {
    const email = 'manager@acme.test';
    const other = await server.login(email);
    const current = await server.login(email);
    const headers = { authorization: `Bearer ${current.token}` };

    const wrong = await post(
      '/v2/auth/change-password',
      { currentPassword: 'wrong guess', newPassword: NEW_PASSWORD },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(wrong.json()).details).toMatchObject([
      { field: 'currentPassword', message: 'is incorrect' },
    ]);
    // what a person reads names the field as the form labels it, not by its key
    expect(errorEnvelopeSchema.parse(wrong.json()).message).toBe('Current password is incorrect.');

    const same = await post(
      '/v2/auth/change-password',
      { currentPassword: 'Timely#2026', newPassword: 'Timely#2026' },
      headers,
    );
    expect(same.statusCode).toBe(400);

    const changed = await post(
      '/v2/auth/change-password',
      { currentPassword: 'Timely#2026', newPassword: NEW_PASSWORD },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    okSchema.parse(changed.json());
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    const kept = await refresh(current.refreshToken);
    expect(kept.statusCode).toBe(200);
    // the session goes on across rotations: the next refresh token still belongs to it
    expect((await refresh(refreshResponseSchema.parse(kept.json()).refreshToken)).statusCode).toBe(200);
    expect((await login(email, 'Timely#2026')).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common or breached password, and one past 72 bytes, but asks for no kind of character', async () => {
    const headers = await server.authHeaders('admin@acme.test');
    const change = (newPassword: string) =>
      post('/v2/auth/change-password', { currentPassword: 'Timely#2026', newPassword }, headers);
    for (const common of ['password123', '1234567890', 'Qwertyuiop']) {
      const refused = await change(common);
      expect(refused.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.json()).details).toMatchObject([
        { field: 'newPassword', message: expect.stringMatching(/most common passwords/) },
      ]);
    }
    // 36 characters but 72+ bytes: bcrypt would silently ignore the end
    const accents = await change('é'.repeat(37));
    expect(errorEnvelopeSchema.parse(accents.json()).details).toMatchObject([
      { field: 'newPassword', message: expect.stringMatching(/at most 72 bytes/) },
    ]);
    expect((await change('x'.repeat(73))).statusCode).toBe(400);
    // letters only, lower case only: long and uncommon is enough
    expect(
      (await post('/v2/auth/reset-password', { token: 'nope', password: 'correct horse battery staple' })).json(),
    ).toMatchObject({ details: [{ field: 'token' }] });
  });

  it('refuses a common password on reset too', async () => {
    const response = await post('/v2/auth/reset-password', { token: 'whatever-token', password: 'qwertyuiop' });
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      { field: 'password', message: expect.stringMatching(/most common passwords/) },
    ]);
  });

  it('needs a session', async () => {
    expect(
      (await post('/v2/auth/change-password', { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(401);
  });
});
