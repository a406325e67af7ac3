import {
  auditPageSchema,
  bulkInvitationsResultSchema,
  errorEnvelopeSchema,
  invitationLinkSchema,
  invitationSummarySchema,
  loginResponseSchema,
  peerSchema,
  preferencesSchema,
} from '@timely/contract';
import { saveLanguage } from '../testing/csv-language.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/** Issue #50, joining a company: the Join page's link, accepting it, and the peers list's bulk actions. */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const GLOBEX = 'admin@globex.test';
const PASSWORD = 'Joined-at-last 42';

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, as: string | null, payload?: object) {
  const headers = as ? await server.authHeaders(as) : {};
  return server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
let counter = 0;
/** Adds a peer through the API (which invites them) and answers their id. */
async function invite(name: string, as = ADMIN): Promise<string> {
  counter += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@join.test`;
  const response = await call('POST', '/v2/peers', as, { name, email, employeeId: `JN-${counter}`, level: 'level1' });
  expect(response.statusCode).toBe(201);
  return peerSchema.parse(response.json())._id;
}
const mailTo = (name: string) =>
  server.mails.filter((sent) => sent.to === `${name.toLowerCase().replace(/\W+/g, '.')}@join.test`).at(-1)!;
const tokenOf = (name: string) => decodeURIComponent(/\/pages\/join#token=(\S+)/.exec(mailTo(name).text)![1]!);
const lookup = async (token: string) => {
  const response = await call('POST', '/v2/auth/invitation', null, { token });
  expect(response.statusCode).toBe(200);
  return invitationLinkSchema.parse(response.json());
};
const accept = (token: string, password = PASSWORD, language: string = 'de') =>
  call('POST', '/v2/auth/invitation/accept', null, { token, password, language });
const fieldsOf = (response: { json(): unknown }) =>
  (errorEnvelopeSchema.parse(response.json()).details ?? []).map((detail) => [detail.field, detail.message]);
const DEAD_LINK = [['token', 'is invalid or has expired; ask for a new link']];

describe('the Join page: what a link is, and accepting it', () => {
  it('names the company and who invited, then sets the password and language, signs in and audits', async () => {
    const id = await invite('Jo Joiner');
    const token = tokenOf('Jo Joiner');
    expect(await lookup(token)).toMatchObject({
      state: 'open',
      companyName: 'Acme',
      name: 'Jo Joiner',
      email: 'jo.joiner@join.test',
      invitedBy: 'Ada Admin',
    });
    // the same rules as every new password, and a language the portal speaks; nothing changes on a refusal
    expect(fieldsOf(await accept(token, 'short'))).toEqual([['password', 'must be at least 10 characters']]);
    expect(fieldsOf(await accept(token, 'password123'))[0]?.[0]).toBe('password');
    expect(fieldsOf(await accept(token, PASSWORD, 'fr'))).toEqual([['language', 'must be one of en, de, ar']]);
    expect((await lookup(token)).state).toBe('open');

    const joined = await accept(token);
    expect(joined.statusCode).toBe(201);
    const session = loginResponseSchema.parse(joined.json());
    expect(session.user).toMatchObject({ _id: id, name: 'Jo Joiner', level: 'level1' });
    const me = await server.app.inject({
      method: 'GET',
      url: '/v2/me/preferences',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(preferencesSchema.parse(me.json()).language).toBe('de');
    // the password works for signing in; the link is spent
    const signIn = await call('POST', '/v2/auth/login', null, { email: 'jo.joiner@join.test', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect((await lookup(token)).state).toBe('accepted');
    expect(fieldsOf(await accept(token))).toEqual(DEAD_LINK);
    const peer = peerSchema.parse((await call('GET', `/v2/peers/${id}`, ADMIN)).json());
    expect(peer.invitation).toBeNull();
    const entry = auditPageSchema
      .parse((await call('GET', '/v2/audit-log?perPage=40', ADMIN)).json())
      .items.find((item) => item.target._id === id && item.kind === 'peer.invitation_accepted');
    expect(entry).toMatchObject({ actor: { _id: id }, after: { invitation: 'accepted', language: 'de' } });
  });

  it('says a revoked, expired or replaced link is dead, still naming who invited', async () => {
    const revokedId = await invite('Rae Revoked');
    const revoked = tokenOf('Rae Revoked');
    expect((await call('DELETE', `/v2/peers/${revokedId}/invitation`, ADMIN)).statusCode).toBe(200);
    expect(await lookup(revoked)).toMatchObject({ state: 'revoked', invitedBy: 'Ada Admin', companyName: 'Acme' });
    expect(fieldsOf(await accept(revoked))).toEqual(DEAD_LINK);

    const replacedId = await invite('Rex Replaced');
    const old = tokenOf('Rex Replaced');
    expect((await call('POST', `/v2/peers/${replacedId}/invitation`, ADMIN)).statusCode).toBe(200);
    expect((await lookup(old)).state).toBe('replaced');
    expect(fieldsOf(await accept(old))).toEqual(DEAD_LINK);
    expect((await lookup(tokenOf('Rex Replaced'))).state).toBe('open');

    await invite('Eve Expired');
    const late = tokenOf('Eve Expired');
    const days = (server.app.config.inviteTokenTtlDays + 1) * 86_400_000;
    server.clock.advance(days);
    try {
      expect(await lookup(late)).toMatchObject({ state: 'expired', invitedBy: 'Ada Admin' });
      expect(fieldsOf(await accept(late))).toEqual(DEAD_LINK);
    } finally {
      server.clock.advance(-days);
    }
  });

  it('names nothing for a token that was never an invitation, and refuses a bad one with a 400', async () => {
    expect(await lookup('no-such-token')).toEqual({
      state: 'unknown',
      companyName: null,
      name: null,
      email: null,
      invitedBy: null,
      expiresAt: null,
    });
    expect(fieldsOf(await call('POST', '/v2/auth/invitation', null, {}))).toEqual([['token', 'is required']]);
    expect(fieldsOf(await call('POST', '/v2/auth/invitation', null, { token: 'x'.repeat(201) }))).toEqual([
      ['token', 'must be at most 200 characters'],
    ]);
    expect(fieldsOf(await accept('no-such-token'))).toEqual(DEAD_LINK);
  });

  it('mails the invitation in the language the admin chose for the newcomer, and refuses one the portal lacks', async () => {
    const added = await call('POST', '/v2/peers', ADMIN, {
      name: 'Chosen Tongue',
      email: 'chosen.tongue@join.test',
      employeeId: 'JN-LANG',
      level: 'level1',
      language: 'de',
    });
    expect(added.statusCode).toBe(201);
    expect(mailTo('Chosen Tongue').subject).toBe('Treten Sie Acme auf Timely bei');
    const refused = await call('POST', '/v2/peers', ADMIN, {
      name: 'No Tongue',
      email: 'no.tongue@join.test',
      employeeId: 'JN-NOLANG',
      level: 'level1',
      language: 'fr',
    });
    expect(fieldsOf(refused)).toEqual([['language', 'must be one of en, de, ar']]);
    expect(server.mails.some((sent) => sent.to === 'no.tongue@join.test')).toBe(false);
  });

  it("mails the invitation in the invitee's language, else the inviter's", async () => {
    await saveLanguage(server, ADMIN, 'ar');
    try {
      await invite('Amal Arabic');
      expect(mailTo('Amal Arabic').subject).toBe('انضم إلى Acme على Timely');
      expect(mailTo('Amal Arabic').text).toContain('دعاك Ada Admin للانضمام إلى Acme على Timely.');
    } finally {
      await saveLanguage(server, ADMIN, null);
    }
    const id = await invite('Dora Deutsch');
    expect(mailTo('Dora Deutsch').subject).toBe('Join Acme on Timely');
    // once the invitee has a language of their own, a resend speaks it
    await server.db.query(
      `INSERT INTO user_preferences (user_id, preferences) VALUES ($1, '{"language":"de"}'::jsonb)`,
      [id],
    );
    expect((await call('POST', `/v2/peers/${id}/invitation`, ADMIN)).statusCode).toBe(200);
    expect(mailTo('Dora Deutsch').subject).toBe('Treten Sie Acme auf Timely bei');
    expect(mailTo('Dora Deutsch').text).toContain('Ada Admin hat Sie zu Acme auf Timely eingeladen.');
  });
});

describe('bulk resend and revoke, and the summary', () => {
  const bulk = (action: 'resend' | 'revoke', ids: unknown, as = ADMIN) =>
    call('POST', `/v2/peers/invitations/${action}`, as, { ids });
  const summary = async () =>
    invitationSummarySchema.parse((await call('GET', '/v2/peers/invitations/summary', ADMIN)).json());

  it('revokes and resends many at once, skipping with the reason the ones it does not fit', async () => {
    const before = await summary();
    const [a, b, c] = [await invite('Bulk Ann'), await invite('Bulk Ben'), await invite('Bulk Cat')];
    expect(await summary()).toEqual({ ...before, pending: before.pending + 3 });
    expect((await call('DELETE', `/v2/peers/${b}/invitation`, ADMIN)).statusCode).toBe(200);
    const member = peerSchema.parse(
      (await call('GET', '/v2/peers?search=member@acme.test', ADMIN)).json().items[0],
    )._id;

    const revoked = bulkInvitationsResultSchema.parse((await bulk('revoke', [a, b, c, member])).json());
    expect(revoked.done).toEqual([a, c]);
    expect(revoked.skipped.map((skip) => [skip.id, skip.code])).toEqual([
      [b, 'peer.alreadyRevoked'],
      [member, 'peer.revokeAccepted'],
    ]);
    expect(revoked.skipped[0]!.message).toBe("Bulk Ben's invitation is already revoked.");
    expect(await summary()).toEqual({ ...before, revoked: before.revoked + 3 });

    const mails = server.mails.length;
    const resent = bulkInvitationsResultSchema.parse((await bulk('resend', [a, b, c])).json());
    expect(resent).toEqual({ done: [a, b, c], skipped: [] });
    expect(server.mails.length - mails).toBe(3);
    expect((await lookup(tokenOf('Bulk Ann'))).state).toBe('open');
    expect(await summary()).toEqual({ ...before, pending: before.pending + 3 });
    const kinds = auditPageSchema
      .parse((await call('GET', `/v2/audit-log?perPage=40&targetId=${c}`, ADMIN)).json())
      .items.filter((entry) => entry.target._id === c)
      .map((entry) => entry.kind);
    expect(kinds).toEqual(['peer.invitation_resent', 'peer.invitation_revoked', 'peer.added']);
  });

  it('counts an invitation past its days as expired', async () => {
    const before = await summary();
    await invite('Sum Late');
    const days = (server.app.config.inviteTokenTtlDays + 1) * 86_400_000;
    server.clock.advance(days);
    try {
      const after = await summary();
      expect(after.expired).toBeGreaterThanOrEqual(before.expired + 1);
      expect(after.expired + after.pending).toBe(before.expired + before.pending + 1);
    } finally {
      server.clock.advance(-days);
    }
  });

  it('is level3 only, stays inside the company, and refuses a bad list naming the field', async () => {
    const id = await invite('Bulk Private');
    expect((await bulk('resend', [id], MANAGER)).statusCode).toBe(403);
    expect((await bulk('revoke', [id], MANAGER)).statusCode).toBe(403);
    expect((await call('GET', '/v2/peers/invitations/summary', MANAGER)).statusCode).toBe(403);
    expect((await call('GET', '/v2/peers/invitations/summary', null)).statusCode).toBe(401);
    const foreign = bulkInvitationsResultSchema.parse((await bulk('revoke', [id], GLOBEX)).json());
    expect(foreign).toEqual({ done: [], skipped: [expect.objectContaining({ id, code: 'notFound.peer' })] });
    expect((await lookup(tokenOf('Bulk Private'))).state).toBe('open');

    expect(fieldsOf(await bulk('revoke', []))).toEqual([['ids', 'must name at least one peer']]);
    expect(fieldsOf(await bulk('revoke', [id, id]))).toEqual([['ids', 'must not name a peer twice']]);
    expect(fieldsOf(await bulk('revoke', ['nope']))).toEqual([['ids.0', 'must be a valid id']]);
    expect(
      fieldsOf(
        await bulk(
          'revoke',
          Array.from({ length: 101 }, () => id),
        ),
      )[0],
    ).toEqual(['ids', 'must name at most 100 peers']);
    expect(fieldsOf(await call('POST', '/v2/peers/invitations/resend', ADMIN, {}))).toEqual([['ids', 'is required']]);
    expect((await lookup(tokenOf('Bulk Private'))).state).toBe('open');
  });
});
