import { errorEnvelopeSchema, peerPageSchema, peerSchema, type Peer } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { EMAIL_TAKEN } from '../services/peers/peer-checks.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile, TINY_PNG } from '../testing/uploads.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const acmePeer = (n: number) => seedId('user', 'acme', n);
const acmeOption = (kind: string, ...names: string[]) => seedId(kind, 'acme', ...names);

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: string | null, payload?: object) {
  const headers = as ? await server.authHeaders(as) : {};
  return server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const list = async (query: string, as = MEMBER) => call('GET', `/v2/peers${query}`, as);
const page = async (query: string, as = MEMBER) => {
  const response = await list(query, as);
  expect(response.statusCode).toBe(200);
  return peerPageSchema.parse(response.json());
};
const getPeer = async (id: string, as = ADMIN) => peerSchema.parse((await call('GET', `/v2/peers/${id}`, as)).json());
const details = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).details ?? [];

const NEW_PEER = {
  name: 'Noor Newhire',
  employeeId: 'AC-2001',
  email: 'Noor.Newhire@Acme.test',
  phone: '+44 20 7946 0958',
  jobRoleId: acmeOption('job-role', 'Designer'),
  designationId: acmeOption('designation', 'Associate'),
  locationId: acmeOption('location', 'Pune'),
  blockId: acmeOption('block', 'Pune', 'B Block'),
  defaultWorkMode: 'wfh',
  workingHours: '08:30-17:30',
  timeZone: 'Europe/London',
  imIds: { skype: 'live:noor', slack: '@noor' },
  level: 'level1',
} as const;

describe('POST /v2/peers', () => {
  let created: Peer;

  it('lets level3 add a peer, who is invited by email and can then sign in', async () => {
    const response = await call('POST', '/v2/peers', ADMIN, NEW_PEER);
    expect(response.statusCode).toBe(201);
    created = peerSchema.parse(response.json());
    expect(created).toMatchObject({
      name: 'Noor Newhire',
      email: 'noor.newhire@acme.test',
      role: 'editor',
      level: 'level1',
      currentStatus: 'wfh',
      jobRole: { name: 'Designer' },
      block: { name: 'B Block' },
      imIds: { skype: 'live:noor', slack: '@noor', zoom: null },
      profilePic: null,
      isActive: true,
    });
    const mail = server.mails.find((sent) => sent.to === 'noor.newhire@acme.test')!;
    expect(mail.subject).toBe('Join Acme on Timely');
    expect(mail.text).toContain('Ada Admin invited you to join Acme on Timely.');
    const token = decodeURIComponent(mail.text.match(/\/pages\/join#token=(\S+)/)![1]!);
    const [kept] = await server.db.query<{ body_text: string }>(
      "SELECT body_text FROM outbox WHERE to_address = 'noor.newhire@acme.test' AND kind = 'invite'",
    );
    expect(kept!.body_text).not.toContain(token);
    const chosen = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/reset-password',
      payload: { token, password: 'Noor-first-pass 1' },
    });
    expect(chosen.statusCode).toBe(200);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'noor.newhire@acme.test', password: 'Noor-first-pass 1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('names every missing or malformed field', async () => {
    const response = await call('POST', '/v2/peers', ADMIN, {
      phone: 'call me',
      workingHours: '9 to 5',
      email: 'nope',
      timeZone: 'Moon/Base',
    });
    expect(response.statusCode).toBe(400);
    expect(details(response)).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'is required' }),
        expect.objectContaining({ field: 'employeeId', message: 'is required' }),
        expect.objectContaining({ field: 'level', message: 'is required' }),
        expect.objectContaining({ field: 'email', message: 'must be a valid email address' }),
        expect.objectContaining({ field: 'phone', message: 'must be a phone number such as +91 98200 12345' }),
        expect.objectContaining({ field: 'workingHours', message: 'must be a range such as 09:00-18:00' }),
        expect.objectContaining({ field: 'timeZone', message: 'must be an IANA time zone such as Europe/London' }),
      ]),
    );
    expect(details(response).filter((detail) => detail.field === 'phone')).toHaveLength(1);
  });

  it('refuses a password, a role that contradicts the level, and unknown fields', async () => {
    const withPassword = await call('POST', '/v2/peers', ADMIN, {
      ...NEW_PEER,
      employeeId: 'AC-2002',
      email: 'x1@acme.test',
      password: 'Secret-123 x',
    });
    expect(withPassword.statusCode).toBe(400);
    expect(details(withPassword)).toMatchObject([{ field: 'password', message: 'is not a field you can set' }]);
    const adminEditor = await call('POST', '/v2/peers', ADMIN, {
      ...NEW_PEER,
      employeeId: 'AC-2002',
      email: 'x1@acme.test',
      level: 'level3',
      role: 'editor',
    });
    expect(adminEditor.statusCode).toBe(400);
    expect(details(adminEditor)).toMatchObject([
      { field: 'role', message: 'must be admin for level3 and editor for level1 or level2' },
    ]);
  });

  it('keeps email unique and employee ids unique within the company', async () => {
    const taken = await call('POST', '/v2/peers', ADMIN, {
      ...NEW_PEER,
      employeeId: 'AC-1003',
      email: MEMBER.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(details(taken)).toMatchObject([
      { field: 'email', message: EMAIL_TAKEN },
      { field: 'employeeId', message: 'is already used by another peer; choose another' },
    ]);
    expect(errorEnvelopeSchema.parse(taken.json()).message).toBe(
      'Email cannot be used: it already belongs to an account; use another address. Employee ID is already used by another peer; choose another.',
    );
    const foreignEmail = await call('POST', '/v2/peers', ADMIN, { ...NEW_PEER, employeeId: 'AC-2003', email: GLOBEX });
    const ownEmail = await call('POST', '/v2/peers', ADMIN, { ...NEW_PEER, employeeId: 'AC-2003', email: MEMBER });
    // another company's address answers exactly as one of this company's: nothing tells them apart
    expect(details(foreignEmail)).toMatchObject([{ field: 'email', message: EMAIL_TAKEN }]);
    // the request id differs per request by design; everything else is the same answer
    const withoutRequestId = (body: string) => ({ ...(JSON.parse(body) as object), requestId: undefined });
    expect([foreignEmail.statusCode, withoutRequestId(foreignEmail.body)]).toEqual([
      ownEmail.statusCode,
      withoutRequestId(ownEmail.body),
    ]);
    expect(foreignEmail.body).not.toMatch(/globex|another company|other company/i);
    // Globex has a GX-1001, Acme may not reuse its own AC-1001 but may use GX-1001
    const sameIdElsewhere = await call('POST', '/v2/peers', ADMIN, {
      ...NEW_PEER,
      employeeId: 'GX-1001',
      email: 'gx.twin@acme.test',
    });
    expect(sameIdElsewhere.statusCode).toBe(201);
  });

  it("accepts only the company's own options, and a block of the chosen location", async () => {
    const response = await call('POST', '/v2/peers', ADMIN, {
      ...NEW_PEER,
      employeeId: 'AC-2004',
      email: 'x4@acme.test',
      jobRoleId: seedId('job-role', 'globex', 'Designer'),
      blockId: acmeOption('block', 'Bengaluru', 'Tower 1'),
    });
    expect(response.statusCode).toBe(400);
    expect(details(response)).toMatchObject([
      { field: 'jobRoleId', message: "is not one of your company's job roles" },
      { field: 'blockId', message: 'is not a block of the chosen location' },
    ]);
  });

  it('is level3 only, and a refused request creates nothing', async () => {
    const before = (await page('?includeDeleted=true', ADMIN)).total;
    expect(
      (await call('POST', '/v2/peers', MANAGER, { ...NEW_PEER, employeeId: 'AC-2005', email: 'x5@acme.test' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/v2/peers', MEMBER, { ...NEW_PEER, employeeId: 'AC-2005', email: 'x5@acme.test' }))
        .statusCode,
    ).toBe(403);
    const otherCompany = await call('POST', '/v2/peers', ADMIN, {
      ...NEW_PEER,
      employeeId: 'AC-2005',
      email: 'x5@acme.test',
      company: seedId('company', 'globex'),
    });
    expect(otherCompany.statusCode).toBe(403);
    expect((await page('?includeDeleted=true', ADMIN)).total).toBe(before);
  });

  afterAll(() => {
    expect(created).toBeDefined();
  });
});

describe('PATCH /v2/peers/:id', () => {
  const target = acmePeer(7);

  it('changes any field but the password and answers the peer', async () => {
    const response = await call('PATCH', `/v2/peers/${target}`, ADMIN, {
      name: 'Hugo Renamed',
      phone: null,
      locationId: acmeOption('location', 'Bengaluru'),
      blockId: acmeOption('block', 'Bengaluru', 'Tower 2'),
      imIds: { slack: null, zoom: 'hugo@zoom.test' },
      currentStatus: 'leave',
      level: 'level2',
    });
    expect(response.statusCode).toBe(200);
    const peer = peerSchema.parse(response.json());
    expect(peer).toMatchObject({
      name: 'Hugo Renamed',
      phone: null,
      location: { name: 'Bengaluru' },
      block: { name: 'Tower 2' },
      currentStatus: 'leave',
      level: 'level2',
      role: 'editor',
    });
    expect(peer.imIds.slack).toBeNull();
    expect(peer.imIds.zoom).toBe('hugo@zoom.test');
    expect(peer.imIds.skype).toMatch(/^live:/);
    expect(await getPeer(target)).toEqual(peer);
  });

  it("promoting to level3 makes an admin; the peer's old token stops working and a refresh carries the new level", async () => {
    const email = (await getPeer(acmePeer(8))).email;
    const before = await server.login(email);
    const promoted = peerSchema.parse(
      (await call('PATCH', `/v2/peers/${acmePeer(8)}`, ADMIN, { level: 'level3' })).json(),
    );
    expect(promoted).toMatchObject({ level: 'level3', role: 'admin' });
    const stale = await server.app.inject({
      method: 'GET',
      url: '/v2/me',
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(stale.statusCode).toBe(401);
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { refreshToken: before.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const fresh = await server.login(email);
    expect(fresh.user).toMatchObject({ level: 'level3', role: 'admin' });
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/v2/peers',
          headers: { authorization: `Bearer ${fresh.token}` },
          payload: { name: 'By New Admin', employeeId: 'AC-2020', email: 'by.new.admin@acme.test', level: 'level1' },
        })
      ).statusCode,
    ).toBe(201);
    const demoted = peerSchema.parse(
      (await call('PATCH', `/v2/peers/${acmePeer(8)}`, ADMIN, { level: 'level1' })).json(),
    );
    expect(demoted).toMatchObject({ level: 'level1', role: 'editor' });
  });

  it('never leaves the company without a level3 admin', async () => {
    const response = await call('PATCH', `/v2/peers/${acmePeer(0)}`, ADMIN, { level: 'level2' });
    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json()).message).toMatch(/last level3 admin/);
    expect((await call('PATCH', `/v2/peers/${acmePeer(0)}`, ADMIN, { isActive: false })).statusCode).toBe(409);
    expect((await getPeer(acmePeer(0))).level).toBe('level3');
  });

  it('refuses a taken email, a mismatched block, and a contradicting role', async () => {
    expect(details(await call('PATCH', `/v2/peers/${target}`, ADMIN, { email: MANAGER }))).toMatchObject([
      { field: 'email', message: EMAIL_TAKEN },
    ]);
    expect(
      details(await call('PATCH', `/v2/peers/${target}`, ADMIN, { blockId: acmeOption('block', 'Pune', 'A Block') })),
    ).toMatchObject([{ field: 'blockId', message: 'is not a block of the chosen location' }]);
    expect(details(await call('PATCH', `/v2/peers/${target}`, ADMIN, { role: 'admin' }))).toMatchObject([
      { field: 'role', message: 'must be admin for level3 and editor for level1 or level2' },
    ]);
  });

  it("is level3 only and another company's peer is not found; nothing changes", async () => {
    const before = await getPeer(target);
    expect((await call('PATCH', `/v2/peers/${target}`, MANAGER, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('PATCH', `/v2/peers/${target}`, MEMBER, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('PATCH', `/v2/peers/${target}`, GLOBEX, { name: 'Nope' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/v2/peers/${target}`, ADMIN, { name: 'Nope', companyId: seedId('company', 'globex') }))
        .statusCode,
    ).toBe(403);
    expect(await getPeer(target)).toEqual(before);
  });

  it('a deactivated peer cannot sign in until reactivated', async () => {
    const email = (await getPeer(acmePeer(9))).email;
    await call('PATCH', `/v2/peers/${acmePeer(9)}`, ADMIN, { isActive: false });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email, password: 'Timely#2026' },
    });
    expect(refused.statusCode).toBe(401);
    await call('PATCH', `/v2/peers/${acmePeer(9)}`, ADMIN, { isActive: true });
    expect(
      (await server.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password: 'Timely#2026' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('DELETE /v2/peers/:id and restore', () => {
  const target = acmePeer(11);

  it('soft-deletes: gone from the directory, signed out, restorable by level3', async () => {
    const email = (await getPeer(target)).email;
    const session = await server.login(email);
    const response = await call('DELETE', `/v2/peers/${target}`, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(peerSchema.parse(response.json()).deletedAt).not.toBeNull();
    expect((await page('?perPage=40')).items.map((peer) => peer._id)).not.toContain(target);
    expect((await call('GET', `/v2/peers/${target}`, MEMBER)).statusCode).toBe(404);
    expect((await getPeer(target, ADMIN)).deletedAt).not.toBeNull();
    expect((await page('?includeDeleted=true&perPage=40', ADMIN)).items.map((peer) => peer._id)).toContain(target);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/v2/auth/refresh',
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${session.token}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password: 'Timely#2026' } }))
        .statusCode,
    ).toBe(401);
    expect((await call('PATCH', `/v2/peers/${target}`, ADMIN, { name: 'Ghost' })).statusCode).toBe(409);
    expect((await call('DELETE', `/v2/peers/${target}`, ADMIN)).statusCode).toBe(409);
    const creating = await call('POST', '/v2/peers', ADMIN, { ...NEW_PEER, employeeId: 'AC-2010', email });
    expect(details(creating)).toMatchObject([
      { field: 'email', message: 'belongs to a deleted peer; restore them instead' },
    ]);

    expect((await call('POST', `/v2/peers/${target}/restore`, MANAGER)).statusCode).toBe(403);
    const restored = await call('POST', `/v2/peers/${target}/restore`, ADMIN);
    expect(restored.statusCode).toBe(200);
    expect(peerSchema.parse(restored.json()).deletedAt).toBeNull();
    expect(
      (await server.app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password: 'Timely#2026' } }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/v2/peers/${target}/restore`, ADMIN)).statusCode).toBe(409);
  });

  it('refuses deleting oneself, and is level3 only', async () => {
    const self = await call('DELETE', `/v2/peers/${acmePeer(0)}`, ADMIN);
    expect(self.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(self.json()).message).toBe('You cannot delete your own account.');
    expect((await call('DELETE', `/v2/peers/${target}`, MANAGER)).statusCode).toBe(403);
    expect((await call('DELETE', `/v2/peers/${target}`, MEMBER)).statusCode).toBe(403);
    expect((await call('DELETE', `/v2/peers/${target}`, GLOBEX)).statusCode).toBe(404);
    expect((await call('POST', `/v2/peers/${target}/restore`, GLOBEX)).statusCode).toBe(404);
    expect((await getPeer(target)).deletedAt).toBeNull();
  });
});

describe('POST /v2/peers/:id/avatar', () => {
  const upload = async (id: string, as: string) => {
    const body = multipartFile(TINY_PNG);
    return server.app.inject({
      method: 'POST',
      url: `/v2/peers/${id}/avatar`,
      headers: { ...(await server.authHeaders(as)), ...body.headers },
      payload: body.payload,
    });
  };

  it("level3 sets a peer's picture; others may not; another company's peer is not found", async () => {
    expect((await upload(acmePeer(12), MEMBER)).statusCode).toBe(403);
    expect((await upload(acmePeer(12), GLOBEX)).statusCode).toBe(404);
    const response = await upload(acmePeer(12), ADMIN);
    expect(response.statusCode).toBe(200);
    const peer = peerSchema.parse(response.json());
    expect(peer.profilePic).toMatch(/\/v2\/avatars\/[0-9a-f]{64}\.png$/);
    const removed = await call('DELETE', `/v2/peers/${acmePeer(12)}/avatar`, ADMIN);
    expect(peerSchema.parse(removed.json()).profilePic).toBeNull();
  });
});
