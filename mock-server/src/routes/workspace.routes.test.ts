import {
  errorEnvelopeSchema,
  loginResponseSchema,
  okSchema,
  optionsResponseSchema,
  peerPageSchema,
  workspaceSignupSchema,
} from '@timely/contract';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import { createWorkspace, DEFAULT_OPTIONS } from '../services/workspace/workspace.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #33: a company of one's own, on an empty server (TIMELY_SEED=none) and with TIMELY_SIGNUP=open.
 * Issue #48: the address is proven by a mailed link before anything is created, and the first answer is
 * the same whether or not the address has an account.
 */
let empty: TestServer;
let seeded: TestServer;
beforeAll(async () => {
  empty = await createTestServer({ portalUrl: 'http://portal.test:3000' }, { empty: true });
  seeded = await createTestServer({ signupOpen: true, portalUrl: 'http://portal.test:3000' });
}, 60_000);
afterAll(async () => {
  await empty?.close();
  await seeded?.close();
});

const PASSWORD = 'Our own team 2026';
const HOUR = 3_600_000;
const body = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Initech',
  adminName: 'Peter Gibbons',
  adminEmail: 'peter@initech.test',
  ...overrides,
});
let addresses = 0;
// each call from its own address: the per-address limit stays out of the way
const post = (server: TestServer, url: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`,
  });
const ask = (server: TestServer, payload: object) => post(server, '/v2/workspaces', payload);
const confirm = (server: TestServer, token: string, password = PASSWORD) =>
  post(server, '/v2/workspaces/confirm', { token, password });
const signup = async (server: TestServer) =>
  workspaceSignupSchema.parse((await server.app.inject({ method: 'GET', url: '/v2/workspaces/signup' })).json());
const counts = async (server: TestServer) =>
  (
    await server.db.query<{ companies: number; users: number; roles: number }>(
      'SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM job_roles) AS roles',
    )
  )[0]!;
const mailsTo = async (server: TestServer, email: string) => {
  await server.settle();
  return server.mails.filter((mail) => mail.to === email);
};
const CONFIRM_LINK = /http:\/\/portal\.test:3000\/pages\/create-workspace\/confirm#token=(\S+)/;
/** The token of the latest sign-up link mailed to `email`, read from the message as its recipient got it. */
async function linkToken(server: TestServer, email: string): Promise<string> {
  const link = (await mailsTo(server, email)).at(-1)?.text.match(CONFIRM_LINK);
  if (!link) throw new Error(`no sign-up link mailed to ${email}`);
  return decodeURIComponent(link[1]!);
}

describe('on an empty server', () => {
  it('is open while no company exists', async () => {
    expect(await signup(empty)).toEqual({ open: true, reason: 'first-company' });
  });

  it.each([
    ['an empty company name', { companyName: '  ' }, 'companyName'],
    ['a 200-character company name', { companyName: 'x'.repeat(200) }, 'companyName'],
    ['a bad email', { adminEmail: 'not-an-email' }, 'adminEmail'],
    ['a missing admin name', { adminName: undefined }, 'adminName'],
    ['an unknown field', { company: 'acme' }, 'company'],
    ['a password (it is chosen when the link is used)', { password: PASSWORD }, 'password'],
  ])('refuses %s naming the field, creating and mailing nothing', async (_, overrides, field) => {
    const response = await ask(empty, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toContain(field);
    await empty.settle();
    expect(empty.mails).toHaveLength(0);
    expect(await counts(empty)).toEqual({ companies: 0, users: 0, roles: 0 });
  });

  it('leaves nothing behind when a step inside the transaction fails', async () => {
    const failing = createWorkspace(
      { db: empty.db, config: { ...empty.app.config, passwordCost: 4, signupOpen: false } },
      { ...body(), password: PASSWORD },
      {
        checkSignup: true,
        after: async () => {
          throw new Error('the last step failed');
        },
      },
    );
    await expect(failing).rejects.toThrow('the last step failed');
    expect(await counts(empty)).toEqual({ companies: 0, users: 0, roles: 0 });
  });

  it('creates nothing before the mailed link is used, and keeps only the link hash', async () => {
    const response = await ask(empty, body({ adminEmail: '  Peter@Initech.TEST ' }));
    expect(response.statusCode).toBe(202);
    expect(okSchema.parse(response.json())).toEqual({ ok: true });
    const [mail] = await mailsTo(empty, 'peter@initech.test');
    expect(mail!.subject).toBe('Confirm your new Timely workspace');
    expect(mail!.text).toContain('"Initech"');
    const token = await linkToken(empty, 'peter@initech.test');
    expect(await counts(empty)).toEqual({ companies: 0, users: 0, roles: 0 });
    // still open: nothing exists yet
    expect(await signup(empty)).toEqual({ open: true, reason: 'first-company' });
    const stored = await empty.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM pending_signups',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    const hoursLeft = (new Date(stored[0]!.expires_at).getTime() - empty.app.now().getTime()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    // the outbox keeps the message with the token masked
    const [kept] = await empty.db.query<{ body_text: string }>(
      "SELECT body_text FROM outbox WHERE kind = 'workspace_signup'",
    );
    expect(kept!.body_text).toContain('/pages/create-workspace/confirm#token=[hidden]');
    expect(kept!.body_text).not.toContain(token);
  });

  it('refuses a short or common password on the link naming the field, and the link still works after', async () => {
    const token = await linkToken(empty, 'peter@initech.test');
    for (const password of ['short', 'password123']) {
      const response = await confirm(empty, token, password);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toEqual(['password']);
    }
    const unknown = await confirm(empty, 'not-a-token');
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknown.json()).details?.map((detail) => detail.field)).toEqual(['token']);
    expect(await counts(empty)).toEqual({ companies: 0, users: 0, roles: 0 });
  });

  it('creates the company, its admin and default lists once the link is used, and signs the admin in', async () => {
    const token = await linkToken(empty, 'peter@initech.test');
    const response = await confirm(empty, token);
    expect(response.statusCode).toBe(201);
    const session = loginResponseSchema.parse(response.json());
    expect(session.user).toMatchObject({
      name: 'Peter Gibbons',
      email: 'peter@initech.test',
      role: 'admin',
      level: 'level3',
      companyName: 'Initech',
    });
    const headers = { authorization: `Bearer ${session.token}` };

    const options = optionsResponseSchema.parse(
      (await empty.app.inject({ method: 'GET', url: '/v2/options', headers })).json(),
    );
    expect(options.jobRoles.map((role) => role.name).sort()).toEqual(Object.keys(DEFAULT_OPTIONS.jobRoles).sort());
    expect(options.jobRoles.every((role) => role.activityTypes.length > 0)).toBe(true);
    expect(options.designations).toHaveLength(DEFAULT_OPTIONS.designations.length);
    expect(options.locations.map((location) => location.name).sort()).toEqual(
      Object.keys(DEFAULT_OPTIONS.locations).sort(),
    );
    expect(options.platforms).toHaveLength(DEFAULT_OPTIONS.platforms.length);
    const [company] = await empty.db.query<{ working_days: number[]; slug: string }>(
      'SELECT working_days, slug FROM companies',
    );
    expect(company).toEqual({ working_days: [1, 2, 3, 4, 5], slug: 'initech' });
    const [audit] = await empty.db.query<{ kind: string; actor_id: string }>('SELECT kind, actor_id FROM audit_log');
    expect(audit).toEqual({ kind: 'workspace.created', actor_id: session.user._id });

    // the password works for the next sign-in, and the refresh token of this one works
    expect((await empty.login('peter@initech.test', PASSWORD)).user.level).toBe('level3');
    const refreshed = await empty.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);

    // the link works once
    const again = await confirm(empty, token, 'Another team 2027');
    expect(again.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(again.json()).details?.map((detail) => detail.field)).toEqual(['token']);
    expect(await counts(empty)).toMatchObject({ companies: 1, users: 1 });
  });

  it('is closed once a company exists: 403 saying so, nothing created or mailed', async () => {
    expect(await signup(empty)).toEqual({ open: false, reason: 'closed' });
    const before = await counts(empty);
    const response = await ask(empty, body({ companyName: 'Second', adminEmail: 'second@initech.test' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/closed/);
    expect(await mailsTo(empty, 'second@initech.test')).toHaveLength(0);
    expect(await counts(empty)).toEqual(before);
  });
});

describe('with TIMELY_SIGNUP=open', () => {
  it('is open though companies exist', async () => {
    expect(await signup(seeded)).toEqual({ open: true, reason: 'signup-open' });
  });

  it('answers a taken address exactly as a free one, and creates nothing for either', async () => {
    const before = await counts(seeded);
    const taken = await ask(seeded, body({ adminEmail: 'Admin@Acme.test' }));
    const free = await ask(seeded, body({ adminEmail: 'nobody-yet@initech.test' }));
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(taken.statusCode);
    expect(free.body).toBe(taken.body);
    expect(free.headers['content-type']).toBe(taken.headers['content-type']);
    await seeded.settle();
    expect(await counts(seeded)).toEqual(before);
  });

  it('mails a taken address a note with sign-in links and no link that creates anything, storing nothing', async () => {
    const mails = await mailsTo(seeded, 'admin@acme.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You already have a Timely account');
    expect(mails[0]!.text).toContain('http://portal.test:3000/pages/login/');
    expect(mails[0]!.text).toContain('http://portal.test:3000/pages/forgot-password');
    expect(mails[0]!.text).not.toMatch(/token|create-workspace/);
    expect(await seeded.db.query("SELECT email FROM pending_signups WHERE email = 'admin@acme.test'")).toEqual([]);
  });

  it('answers before it looks the address up, so a taken address takes no longer than a free one', async () => {
    const send = seeded.app.mailer.send;
    // a mail path that does not finish until the test lets it: were the answer waiting for it, neither request
    // below would come back
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sending = 0;
    seeded.app.mailer.send = async (message) => {
      sending += 1;
      await gate;
      return send(message);
    };
    try {
      for (const adminEmail of ['manager@acme.test', 'someone-new@initech.test'])
        expect((await ask(seeded, body({ adminEmail }))).statusCode).toBe(202);
      release();
      await seeded.settle();
      // both went on to mail (the taken address is told so, the free one gets its link)
      expect(sending).toBe(2);
    } finally {
      release();
      seeded.app.mailer.send = send;
    }
  });

  it('replaces the earlier link when asked again: only the latest one works', async () => {
    expect((await ask(seeded, body({ adminEmail: 'twice@initech.test' }))).statusCode).toBe(202);
    const first = await linkToken(seeded, 'twice@initech.test');
    expect((await ask(seeded, body({ adminEmail: 'twice@initech.test', companyName: 'Initech 2' }))).statusCode).toBe(
      202,
    );
    const second = await linkToken(seeded, 'twice@initech.test');
    expect(second).not.toBe(first);
    expect((await confirm(seeded, first)).statusCode).toBe(400);
    const response = await confirm(seeded, second);
    expect(response.statusCode).toBe(201);
    expect(loginResponseSchema.parse(response.json()).user.companyName).toBe('Initech 2');
  });

  it('refuses a link past its 24 hours, creating nothing', async () => {
    expect((await ask(seeded, body({ adminEmail: 'late@initech.test' }))).statusCode).toBe(202);
    const token = await linkToken(seeded, 'late@initech.test');
    const before = await counts(seeded);
    seeded.clock.advance(24 * HOUR + 60_000);
    const response = await confirm(seeded, token);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toEqual(['token']);
    expect(await counts(seeded)).toEqual(before);
  });

  it('mails one address at most three times an hour, however often it is asked for', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await ask(seeded, body({ adminEmail: 'flood@initech.test' }))).statusCode).toBe(202);
    expect(await mailsTo(seeded, 'flood@initech.test')).toHaveLength(3);
    seeded.clock.advance(HOUR + 60_000);
    expect((await ask(seeded, body({ adminEmail: 'flood@initech.test' }))).statusCode).toBe(202);
    expect(await mailsTo(seeded, 'flood@initech.test')).toHaveLength(4);
  });

  it('creates a second company that sees nobody of the others, with a slug of its own', async () => {
    expect((await ask(seeded, body({ companyName: 'Acme', adminEmail: 'boss@new-acme.test' }))).statusCode).toBe(202);
    const response = await confirm(seeded, await linkToken(seeded, 'boss@new-acme.test'));
    expect(response.statusCode).toBe(201);
    const session = loginResponseSchema.parse(response.json());
    const peers = peerPageSchema.parse(
      (
        await seeded.app.inject({
          method: 'GET',
          url: '/v2/peers',
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json(),
    );
    expect(peers.items.map((peer) => peer.email)).toEqual(['boss@new-acme.test']);
    const slugs = (
      await seeded.db.query<{ slug: string }>("SELECT slug FROM companies WHERE name = 'Acme' ORDER BY created_at")
    ).map((row) => row.slug);
    expect(slugs).toHaveLength(2);
    expect(slugs[0]).toBe('acme');
    expect(slugs[1]).toMatch(/^acme-[0-9a-f]{6}$/);
    // the old companies are as they were
    expect((await seeded.login('admin@acme.test', DEMO_PASSWORD)).user.companyName).toBe('Acme');
  });

  it('answers 409 on a link whose address got an account meanwhile, creating nothing', async () => {
    expect((await ask(seeded, body({ adminEmail: 'raced@initech.test' }))).statusCode).toBe(202);
    const token = await linkToken(seeded, 'raced@initech.test');
    await seeded.db.query("UPDATE users SET email = 'raced@initech.test' WHERE email = 'boss@new-acme.test'");
    const before = await counts(seeded);
    const response = await confirm(seeded, token);
    expect(response.statusCode).toBe(409);
    expect(await counts(seeded)).toEqual(before);
  });
});
