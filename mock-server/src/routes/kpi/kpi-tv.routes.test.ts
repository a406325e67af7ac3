import { createHash } from 'node:crypto';
import {
  createTvLinkResponseSchema,
  errorEnvelopeSchema,
  tvDashboardSchema,
  tvLinkListSchema,
  tvLinkSchema,
} from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function createLink(email: string, label: string, showRevenue?: boolean, expiresInDays?: number) {
  return server.app.inject({
    method: 'POST',
    url: '/v2/kpis/tv-links',
    headers: await server.authHeaders(email),
    payload: {
      label,
      ...(showRevenue === undefined ? {} : { showRevenue }),
      ...(expiresInDays === undefined ? {} : { expiresInDays }),
    },
  });
}
const DAY = 86_400_000;
const refusedCode = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  errorEnvelopeSchema.parse(response.json()).code,
];
const tv = (key?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: '/v2/kpis/tv',
    headers: { ...headers, ...(key ? { 'x-tv-key': key } : {}) },
  });

describe('TV dashboard links', () => {
  it('are created by level3 only, with a label', async () => {
    expect((await createLink('manager@acme.test', 'Lobby')).statusCode).toBe(403);
    expect((await createLink('member@acme.test', 'Lobby')).statusCode).toBe(403);
    const bad = await createLink('admin@acme.test', ' ');
    expect(errorEnvelopeSchema.parse(bad.json()).details).toMatchObject([
      { field: 'label', message: 'must be at least 2 characters' },
    ]);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v2/kpis/tv-links',
          headers: await server.authHeaders('manager@acme.test'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('open the dashboard without a session, and show only that company', async () => {
    const { key, link } = createTvLinkResponseSchema.parse(
      (await createLink('admin@acme.test', 'Lobby screen')).json(),
    );
    const response = await tv(key);
    expect(response.statusCode).toBe(200);
    const dashboard = tvDashboardSchema.parse(response.json());
    expect(dashboard).toMatchObject({ companyName: 'Acme', label: 'Lobby screen' });
    expect(dashboard.projects.map((project) => project.name)).toContain('Atlas Web Revamp');
    expect(dashboard.projects.map((project) => project._id)).not.toContain(seedId('project', 'globex', 'omega'));
    // no "show revenue" at creation: no money, and the radar keeps its eNPS and cNPS axes only
    expect(
      dashboard.projects.every((project) => project.radar.map((point) => point.metric).join() === 'eNPS,cNPS'),
    ).toBe(true);
    expect(JSON.stringify(dashboard)).not.toMatch(/"(expectedRevenue|achievedRevenue|projectedRevenue|profitPercent)"/);
    // a signed-in user of another company does not change what the key shows
    const asGlobex = tvDashboardSchema.parse((await tv(key, await server.authHeaders('admin@globex.test'))).json());
    expect(asGlobex.companyName).toBe('Acme');
    const listed = tvLinkListSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v2/kpis/tv-links',
          headers: await server.authHeaders('admin@acme.test'),
        })
      ).json(),
    );
    expect(listed.items.find((item) => item._id === link._id)?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it('show revenue and profit only when the admin ticked "show revenue" at creation', async () => {
    const { key, link } = createTvLinkResponseSchema.parse(
      (await createLink('admin@acme.test', 'Board room', true)).json(),
    );
    expect(link.showRevenue).toBe(true);
    const dashboard = tvDashboardSchema.parse((await tv(key)).json());
    expect(dashboard.org).toHaveProperty('achievedRevenue');
    expect(dashboard.projects.find((project) => project.name === 'Atlas Web Revamp')).toHaveProperty(
      'projectedRevenue',
    );
    expect(dashboard.projects.every((project) => project.radar.length === 4)).toBe(true);
    const bad = await createLink('admin@acme.test', 'Board room', 'yes' as unknown as boolean);
    expect(errorEnvelopeSchema.parse(bad.json()).details).toMatchObject([
      { field: 'showRevenue', message: 'must be true or false' },
    ]);
  });

  it('store only a hash of the key', async () => {
    const { key, link } = createTvLinkResponseSchema.parse((await createLink('admin@acme.test', 'Hash check')).json());
    const [row] = await server.db.query<{ key_hash: string }>('SELECT key_hash FROM kpi_tv_links WHERE id = $1', [
      link._id,
    ]);
    expect(row?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('refuse a missing or unknown key with 401', async () => {
    expect((await tv()).statusCode).toBe(401);
    expect((await tv('not-a-real-key')).statusCode).toBe(401);
  });

  it('stop working at once when revoked', async () => {
    const { key, link } = createTvLinkResponseSchema.parse((await createLink('admin@acme.test', 'Kitchen')).json());
    expect((await tv(key)).statusCode).toBe(200);
    const globexRevoke = await server.app.inject({
      method: 'DELETE',
      url: `/v2/kpis/tv-links/${link._id}`,
      headers: await server.authHeaders('admin@globex.test'),
    });
    expect(globexRevoke.statusCode).toBe(404);
    expect((await tv(key)).statusCode).toBe(200);
    const revoke = await server.app.inject({
      method: 'DELETE',
      url: `/v2/kpis/tv-links/${link._id}`,
      headers: await server.authHeaders('admin@acme.test'),
    });
    expect(tvLinkSchema.parse(revoke.json()).revokedAt).not.toBeNull();
    const after = await tv(key);
    expect(after.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(after.json()).message).toMatch(/revoked/);
  });

  it('expire after the term chosen at creation: 90 days unless chosen, a year at most', async () => {
    const made = server.app.now().getTime();
    const { link } = createTvLinkResponseSchema.parse((await createLink('admin@acme.test', 'Default term')).json());
    expect(Date.parse(link.expiresAt) - made).toBeGreaterThanOrEqual(90 * DAY - 60_000);
    expect(Date.parse(link.expiresAt) - made).toBeLessThanOrEqual(90 * DAY + 60_000);
    const week = createTvLinkResponseSchema.parse((await createLink('admin@acme.test', 'A week', false, 7)).json());
    expect((await tv(week.key)).statusCode).toBe(200);
    for (const days of [0, 366, 2.5]) {
      const bad = await createLink('admin@acme.test', 'Too long', false, days);
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]?.field).toBe('expiresInDays');
    }
    const listed = tvLinkListSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v2/kpis/tv-links',
          headers: await server.authHeaders('admin@acme.test'),
        })
      ).json(),
    );
    expect(listed.items.find((item) => item._id === week.link._id)?.expiresAt).toBe(week.link.expiresAt);
    server.clock.advance(8 * DAY);
    try {
      const expired = await tv(week.key);
      expect(refusedCode(expired)).toEqual([401, 'kpi.tvLinkExpired']);
      expect(errorEnvelopeSchema.parse(expired.json()).message).toMatch(/expired/);
    } finally {
      server.clock.advance(-8 * DAY);
    }
  });

  it('stop when their creator is no longer an active level3, and work again if they are', async () => {
    const { key } = createTvLinkResponseSchema.parse((await createLink('admin@acme.test', 'Creator check')).json());
    expect((await tv(key)).statusCode).toBe(200);
    for (const change of ["level = 'level2', role = 'editor'", 'is_active = false']) {
      await server.db.query(`UPDATE users SET ${change} WHERE email = 'admin@acme.test'`);
      try {
        expect(refusedCode(await tv(key))).toEqual([401, 'kpi.tvLinkExpired']);
      } finally {
        await server.db.query(
          "UPDATE users SET level = 'level3', role = 'admin', is_active = true WHERE email = 'admin@acme.test'",
        );
      }
    }
    expect((await tv(key)).statusCode).toBe(200);
  });

  it("note their last use at most once an hour, so a polling screen leaves the company's cached answers alone", async () => {
    const { key, link } = createTvLinkResponseSchema.parse((await createLink('admin@acme.test', 'Poller')).json());
    const version = async () =>
      (
        await server.db.query<{ version: string }>(
          'SELECT v.version::text AS version FROM company_data_versions v JOIN kpi_tv_links l ON l.company_id = v.company_id WHERE l.id = $1',
          [link._id],
        )
      )[0]!.version;
    const lastUsed = async () =>
      (
        await server.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM kpi_tv_links WHERE id = $1', [
          link._id,
        ])
      )[0]!.last_used_at;
    expect((await tv(key)).statusCode).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    const before = await version();
    server.clock.advance(60_000);
    expect((await tv(key)).statusCode).toBe(200);
    expect(await version()).toBe(before);
    expect(await lastUsed()).toEqual(first);
    server.clock.advance(3_600_000);
    expect((await tv(key)).statusCode).toBe(200);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
  });
});
