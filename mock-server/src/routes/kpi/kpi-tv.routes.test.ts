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

async function createLink(email: string, label: string, showRevenue?: boolean) {
  return server.app.inject({
    method: 'POST',
    url: '/v2/kpis/tv-links',
    headers: await server.authHeaders(email),
    payload: { label, ...(showRevenue === undefined ? {} : { showRevenue }) },
  });
}
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
});
