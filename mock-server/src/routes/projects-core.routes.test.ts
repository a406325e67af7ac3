import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorEnvelopeSchema, fetchAllProjectsResponseSchema } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function fetchAll(email: string, body: Record<string, unknown> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/v2/project/fetchAllProjects',
    headers: await server.authHeaders(email),
    payload: body,
  });
}

describe('POST v2/project/fetchAllProjects', () => {
  it('gives a level3 admin every live project of the company, and nothing of another company', async () => {
    const response = await fetchAll('admin@acme.test');
    expect(response.statusCode).toBe(200);
    const body = fetchAllProjectsResponseSchema.parse(response.json());
    expect(body.statusCode).toBe(200);
    expect(body.result).toHaveLength(8);
    expect(body.result.map((project) => project.name)).not.toContain('Omega Logistics');
  });

  it('gives a manager and a member only the projects they belong to', async () => {
    const manager = fetchAllProjectsResponseSchema.parse((await fetchAll('manager@acme.test')).json());
    expect(manager.result.map((project) => project.name)).toEqual([
      'Atlas Web Revamp',
      'Beacon Mobile',
      'Ember Design System',
    ]);
    const member = fetchAllProjectsResponseSchema.parse((await fetchAll('member@acme.test')).json());
    expect(member.result.map((project) => project.name)).toEqual([
      'Atlas Web Revamp',
      'Beacon Mobile',
      'Fjord Payments',
    ]);
  });

  it('accepts the spec body naming the caller, and refuses one naming another company or user', async () => {
    const acme = seedId('company', 'acme');
    const me = seedId('user', 'acme', 2);
    expect(
      (await fetchAll('member@acme.test', { company: acme, level: 'level1', user: me, token: 'ignored' })).statusCode,
    ).toBe(200);
    const otherCompany = await fetchAll('member@acme.test', { company: seedId('company', 'globex') });
    expect(otherCompany.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(otherCompany.json()).statusCode).toBe(403);
    expect((await fetchAll('member@acme.test', { user: seedId('user', 'acme', 0) })).statusCode).toBe(403);
    expect((await fetchAll('member@acme.test', { level: 'level3' })).statusCode).toBe(403);
  });

  it('answers names as they are stored (quotes, backslashes, accents, emoji), in name order, with a JSON content type', async () => {
    const awkward = ['Zeta "Quoted" \\ path', 'Åsa’s <b>tag</b>', 'Aardvark 🚀 launch'];
    for (const [index, name] of awkward.entries()) {
      await server.db.query(
        "INSERT INTO projects (id, company_id, name, description, start_date, status) VALUES ($1, $2, $3, '', '2026-01-05', 'in_progress')",
        [`00000000-0000-4000-8000-00000000aa0${index}`, seedId('company', 'acme'), name],
      );
    }
    const response = await fetchAll('admin@acme.test');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const names = fetchAllProjectsResponseSchema.parse(response.json()).result.map((project) => project.name);
    expect(names).toEqual(expect.arrayContaining(awkward));
    const ordered = (
      await server.db.query<{ name: string }>(
        'SELECT name FROM projects WHERE company_id = $1 AND deleted_at IS NULL ORDER BY name',
        [seedId('company', 'acme')],
      )
    ).map((row) => row.name);
    expect(names).toEqual(ordered);
  });

  it("answers a level3 list that follows every write to the company's projects (each process keeps the last answer)", async () => {
    const acme = seedId('company', 'acme');
    const namesNow = async () =>
      fetchAllProjectsResponseSchema
        .parse((await fetchAll('admin@acme.test')).json())
        .result.map((project) => project.name);
    const stored = async () =>
      (
        await server.db.query<{ name: string }>(
          'SELECT name FROM projects WHERE company_id = $1 AND deleted_at IS NULL ORDER BY name',
          [acme],
        )
      ).map((row) => row.name);
    const before = await namesNow();
    expect(await namesNow()).toEqual(before);
    const [first] = await server.db.query<{ id: string }>(
      'SELECT id FROM projects WHERE company_id = $1 AND deleted_at IS NULL ORDER BY name LIMIT 1',
      [acme],
    );
    await server.db.query("UPDATE projects SET name = 'Renamed by the cache test' WHERE id = $1", [first!.id]);
    expect(await namesNow()).toContain('Renamed by the cache test');
    expect(await namesNow()).toEqual(await stored());
    await server.db.query('UPDATE projects SET deleted_at = now() WHERE id = $1', [first!.id]);
    expect(await namesNow()).not.toContain('Renamed by the cache test');
    expect(await namesNow()).toEqual(await stored());
    await server.db.query('UPDATE projects SET deleted_at = NULL WHERE id = $1', [first!.id]);
    expect(await namesNow()).toEqual(await stored());
    expect(await namesNow()).toHaveLength(before.length);
  });

  it('sends a long list compressed to a caller that accepts it (brotli, else gzip), and the same list after a write', async () => {
    const acme = seedId('company', 'acme');
    const asked = (encoding: string) =>
      server.app.inject({
        method: 'POST',
        url: '/v2/project/fetchAllProjects',
        headers: { ...admin, 'accept-encoding': encoding },
        payload: {},
      });
    const admin = await server.authHeaders('admin@acme.test');
    // short lists go as they are: a dozen projects are well under the size worth compressing
    const short = await asked('gzip, deflate, br');
    expect(short.headers['content-encoding']).toBeUndefined();
    const before = fetchAllProjectsResponseSchema.parse(short.json()).result.length;
    for (let index = 0; index < 200; index++) {
      await server.db.query(
        "INSERT INTO projects (id, company_id, name, description, start_date, status) VALUES ($1, $2, $3, '', '2026-01-05', 'in_progress')",
        [`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, acme, `Compressed list project ${index}`],
      );
    }
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const names = fetchAllProjectsResponseSchema.parse(plain.json()).result.map((project) => project.name);
    expect(names).toHaveLength(before + 200);

    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzipped = await asked('gzip;q=1, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);

    // a kept answer's compressed bytes follow the list too
    await server.db.query("UPDATE projects SET name = 'Renamed while compressed' WHERE id = $1", [
      '00000000-0000-4000-8000-000000000007',
    ]);
    const after = JSON.parse(brotliDecompressSync((await asked('br')).rawPayload).toString()) as unknown;
    expect(fetchAllProjectsResponseSchema.parse(after).result.map((project) => project.name)).toContain(
      'Renamed while compressed',
    );
    await server.db.query('DELETE FROM projects WHERE id::text LIKE $1', ['00000000-0000-4000-8000-0000000%']);
  });

  it('answers an empty list for a caller who sees no project', async () => {
    await server.db.query('DELETE FROM project_members WHERE user_id = $1', [seedId('user', 'acme', 2)]);
    const response = await fetchAll('member@acme.test');
    expect(response.statusCode).toBe(200);
    expect(fetchAllProjectsResponseSchema.parse(response.json())).toEqual({ statusCode: 200, result: [] });
  });

  it('needs a session', async () => {
    expect(
      (await server.app.inject({ method: 'POST', url: '/v2/project/fetchAllProjects', payload: {} })).statusCode,
    ).toBe(401);
  });
});
