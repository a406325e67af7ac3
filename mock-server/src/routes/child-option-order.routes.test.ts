import { auditPageSchema, managedOptionListsSchema, optionsResponseSchema, type AuditKind } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #33, company settings: blocks (within their location) and activity types (within their job role)
 * are ordered and retired like the named lists. A retired entry stays on its records and is not offered.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ADMIN = 'admin@acme.test';
async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, email = ADMIN) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: await server.authHeaders(email) });
}
async function latest(kind: AuditKind) {
  const [entry] = auditPageSchema.parse((await call('GET', `/v2/audit-log?kind=${kind}&perPage=10`)).json()).items;
  if (!entry) throw new Error(`no ${kind} entry`);
  return entry;
}
const managed = async () => managedOptionListsSchema.parse((await call('GET', '/v2/company/option-lists')).json());
const offered = async () => optionsResponseSchema.parse((await call('GET', '/v2/options')).json());

describe('blocks: ordered within their location, retired', () => {
  it("lists blocks with their location and use, and orders one location's blocks", async () => {
    const { blocks } = await managed();
    // a location with several blocks, one of them in use
    const locationId = blocks.find(
      (block) => block.inUse > 0 && blocks.filter((other) => other.locationId === block.locationId).length > 1,
    )!.locationId;
    const own = blocks.filter((block) => block.locationId === locationId);
    expect(own.length).toBeGreaterThan(1);
    expect(own.some((block) => block.inUse > 0)).toBe(true);
    const reversed = [...own].reverse().map((block) => block._id);
    const response = await call('PUT', '/v2/options/blocks/order', { ids: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((block: { _id: string }) => block._id)).toEqual(reversed);
    expect(
      (await offered()).locations.find((each) => each._id === locationId)?.blocks.map((block) => block._id),
    ).toEqual(reversed);
    const entry = await latest('option.reordered');
    const locationName = (await managed()).locations.find((location) => location._id === locationId)!.name;
    expect(entry.target).toMatchObject({ type: 'option', label: `blocks of ${locationName}` });
    expect(entry.before).toEqual({ list: 'blocks', order: own.map((block) => block.name) });
    expect(entry.after).toEqual({ list: 'blocks', order: [...own].reverse().map((block) => block.name) });
    // a new block goes last in its location
    const added = await call('POST', '/v2/options/blocks', { locationId: locationId, name: 'Annex' });
    expect(added.statusCode).toBe(201);
    expect((await offered()).locations.find((each) => each._id === locationId)?.blocks.at(-1)?.name).toBe('Annex');
  });

  it('refuses an order that mixes locations or leaves a block out', async () => {
    const { blocks } = await managed();
    const first = blocks[0]!;
    const sameLocation = blocks.filter((block) => block.locationId === first.locationId).map((block) => block._id);
    const other = blocks.find((block) => block.locationId !== first.locationId)!;
    const orders = [[...sameLocation, other._id], ['00000000-0000-4000-8000-000000000000']];
    if (sameLocation.length > 1) orders.push(sameLocation.slice(1));
    for (const bad of orders) {
      const response = await call('PUT', '/v2/options/blocks/order', { ids: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('ids');
    }
  });

  it('a retired block stays on its peers, is not offered, and deleting it is refused with the count', async () => {
    const used = (await managed()).blocks.find((block) => block.inUse > 0)!;
    const retired = await call('PATCH', `/v2/options/blocks/${used._id}`, { retired: true });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ _id: used._id, retired: true });
    expect((await offered()).locations.flatMap((location) => location.blocks).map((block) => block._id)).not.toContain(
      used._id,
    );
    expect((await managed()).blocks.find((block) => block._id === used._id)).toMatchObject({
      retired: true,
      inUse: used.inUse,
    });
    const [peer] = await server.db.query<{ id: string }>(
      'SELECT id FROM users WHERE block_id = $1 AND deleted_at IS NULL LIMIT 1',
      [used._id],
    );
    expect((await call('GET', `/v2/peers/${peer!.id}`)).json().block).toEqual({ _id: used._id, name: used.name });
    const entry = await latest('option.updated');
    expect(entry.before).toEqual({ list: 'blocks', retired: false });
    expect(entry.after).toEqual({ list: 'blocks', retired: true });
    const deleted = await call('DELETE', `/v2/options/blocks/${used._id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toContain(`${used.inUse} peer`);
    await call('PATCH', `/v2/options/blocks/${used._id}`, { retired: false });
    expect((await offered()).locations.flatMap((location) => location.blocks).map((block) => block._id)).toContain(
      used._id,
    );
  });
});

describe('activity types: ordered within their job role, retired', () => {
  it("orders one job role's activity types and retires one that tasks use", async () => {
    const types = (await managed())['activity-types'];
    const used = types.find((type) => type.inUse > 0)!;
    const own = types.filter((type) => type.jobRoleId === used.jobRoleId);
    const reversed = [...own].reverse().map((type) => type._id);
    expect((await call('PUT', '/v2/options/activity-types/order', { ids: reversed })).statusCode).toBe(200);
    expect(
      (await offered()).jobRoles.find((role) => role._id === used.jobRoleId)?.activityTypes.map((type) => type._id),
    ).toEqual(reversed);
    const reordered = await latest('option.reordered');
    expect(reordered.target.label).toBe(
      `activity types of ${(await managed())['job-roles'].find((role) => role._id === used.jobRoleId)!.name}`,
    );
    expect(reordered.after).toEqual({ list: 'activity-types', order: [...own].reverse().map((type) => type.name) });

    expect((await call('PATCH', `/v2/options/activity-types/${used._id}`, { retired: true })).json()).toMatchObject({
      retired: true,
    });
    expect((await offered()).jobRoles.flatMap((role) => role.activityTypes).map((type) => type._id)).not.toContain(
      used._id,
    );
    expect((await latest('option.updated')).after).toEqual({ list: 'activity-types', retired: true });
    const deleted = await call('DELETE', `/v2/options/activity-types/${used._id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(new RegExp(`^".*" cannot be deleted\\. ${used.inUse} tasks? uses?`));
  });

  it('keeps other companies out, and bad input names the field', async () => {
    const type = (await managed())['activity-types'][0]!;
    expect(
      (await call('PATCH', `/v2/options/activity-types/${type._id}`, { retired: true }, 'admin@globex.test'))
        .statusCode,
    ).toBe(404);
    const globexOrder = await call('PUT', '/v2/options/activity-types/order', { ids: [type._id] }, 'admin@globex.test');
    expect(globexOrder.statusCode).toBe(400);
    const globexLists = managedOptionListsSchema.parse(
      (await call('GET', '/v2/company/option-lists', undefined, 'admin@globex.test')).json(),
    );
    expect(globexLists['activity-types'].map((each) => each._id)).not.toContain(type._id);
    const bad = await call('PATCH', `/v2/options/activity-types/${type._id}`, { retired: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('retired');
  });
});
