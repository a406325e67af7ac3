import {
  errorEnvelopeSchema,
  loginResponseSchema,
  optionsResponseSchema,
  peerPageSchema,
  workspaceSignupSchema,
} from '@timely/contract';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import { createWorkspace, DEFAULT_OPTIONS } from '../services/workspace/workspace.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/** Issue #33: a company of one's own, on an empty server (TIMELY_SEED=none) and with TIMELY_SIGNUP=open. */
let empty: TestServer;
let seeded: TestServer;
beforeAll(async () => {
  empty = await createTestServer({}, { empty: true });
  seeded = await createTestServer({ signupOpen: true });
}, 60_000);
afterAll(async () => {
  await empty?.close();
  await seeded?.close();
});

const PASSWORD = 'Our own team 2026';
const body = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Initech',
  adminName: 'Peter Gibbons',
  adminEmail: 'peter@initech.test',
  password: PASSWORD,
  ...overrides,
});
let addresses = 0;
// each call from its own address: the per-address limit stays out of the way
const create = (server: TestServer, payload: object) =>
  server.app.inject({ method: 'POST', url: '/v2/workspaces', payload, remoteAddress: `10.9.0.${++addresses}` });
const signup = async (server: TestServer) =>
  workspaceSignupSchema.parse((await server.app.inject({ method: 'GET', url: '/v2/workspaces/signup' })).json());
const counts = async (server: TestServer) =>
  (
    await server.db.query<{ companies: number; users: number; roles: number }>(
      'SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM job_roles) AS roles',
    )
  )[0]!;

describe('on an empty server', () => {
  it('is open while no company exists', async () => {
    expect(await signup(empty)).toEqual({ open: true, reason: 'first-company' });
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['a common password', { password: 'password123' }, 'password'],
    ['an empty company name', { companyName: '  ' }, 'companyName'],
    ['a 200-character company name', { companyName: 'x'.repeat(200) }, 'companyName'],
    ['a bad email', { adminEmail: 'not-an-email' }, 'adminEmail'],
    ['a missing admin name', { adminName: undefined }, 'adminName'],
    ['an unknown field', { company: 'acme' }, 'company'],
  ])('refuses %s naming the field, creating nothing', async (_, overrides, field) => {
    const response = await create(empty, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toContain(field);
    expect(await counts(empty)).toEqual({ companies: 0, users: 0, roles: 0 });
  });

  it('leaves nothing behind when a step inside the transaction fails', async () => {
    const failing = createWorkspace(empty.db.orm, body(), {
      passwordCost: 4,
      checkSignup: true,
      signupOpen: false,
      after: async () => {
        throw new Error('the last step failed');
      },
    });
    await expect(failing).rejects.toThrow('the last step failed');
    expect(await counts(empty)).toEqual({ companies: 0, users: 0, roles: 0 });
  });

  it('creates the company, its admin and default lists, and signs the admin in', async () => {
    const response = await create(empty, body());
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

    // the password works for the next sign-in, and the refresh token of this one works
    expect((await empty.login('peter@initech.test', PASSWORD)).user.level).toBe('level3');
    const refreshed = await empty.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('is closed once a company exists: 403 saying so, nothing created', async () => {
    expect(await signup(empty)).toEqual({ open: false, reason: 'closed' });
    const before = await counts(empty);
    const response = await create(empty, body({ companyName: 'Second', adminEmail: 'second@initech.test' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/closed/);
    expect(await counts(empty)).toEqual(before);
  });
});

describe('with TIMELY_SIGNUP=open', () => {
  it('is open though companies exist', async () => {
    expect(await signup(seeded)).toEqual({ open: true, reason: 'signup-open' });
  });

  it('refuses an email that already has an account, on adminEmail, creating nothing', async () => {
    const before = await counts(seeded);
    const response = await create(seeded, body({ adminEmail: 'Admin@Acme.test' }));
    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      expect.objectContaining({ field: 'adminEmail' }),
    ]);
    expect(await counts(seeded)).toEqual(before);
  });

  it('creates a second company that sees nobody of the others, with a slug of its own', async () => {
    const response = await create(seeded, body({ companyName: 'Acme', adminEmail: 'boss@new-acme.test' }));
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
});
