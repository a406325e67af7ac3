import {
  PEER_FIELDS_MAX,
  auditPageSchema,
  createLeaveResponseSchema,
  errorEnvelopeSchema,
  optionsResponseSchema,
  peerFieldListSchema,
  peerFieldSchema,
  peerSchema,
  type PeerField,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { addDays, isoDay, mondayOf } from '../db/seed/projects.seed.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/** People records (docs/peers.md#people-records): hire date, manager, the company's own fields, holidays per location. */

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
const peer = (n: number) => seedId('user', 'acme', n);
const MEMBER_ID = peer(2);
const MANAGER_ID = peer(1);

async function call(as: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: await server.authHeaders(as), ...(payload ? { payload } : {}) });
}
const details = (response: { json(): unknown }) =>
  (errorEnvelopeSchema.parse(response.json()).details ?? []).map((detail) => [detail.field, detail.message]);
const addField = async (body: object) => {
  const response = await call(ADMIN, 'POST', '/v2/company/peer-fields', body);
  expect(response.statusCode).toBe(201);
  return peerFieldSchema.parse(response.json());
};
const peerAs = async (as: string, id: string) => peerSchema.parse((await call(as, 'GET', `/v2/peers/${id}`)).json());
const storedValues = async (id: string) =>
  (await server.db.query<{ v: object }>('SELECT field_values AS v FROM users WHERE id = $1', [id]))[0]!.v;

describe('peer fields (company settings)', () => {
  it('lets level3 define text, number, date and one-of-list fields; everyone reads them', async () => {
    const text = await addField({ name: 'T-shirt note', type: 'text', visibility: 'everyone' });
    const list = await addField({
      name: 'Shirt size',
      type: 'choice',
      choices: ['S', 'M', 'L'],
      visibility: 'everyone',
    });
    expect(list).toMatchObject({ type: 'choice', choices: ['S', 'M', 'L'] });
    const read = peerFieldListSchema.parse((await call(MEMBER, 'GET', '/v2/company/peer-fields')).json());
    expect(read.canEdit).toBe(false);
    expect(read.items.map((field) => field.name)).toEqual(expect.arrayContaining(['T-shirt note', 'Shirt size']));
    // another company sees none of Acme's
    const globex = peerFieldListSchema.parse((await call(GLOBEX, 'GET', '/v2/company/peer-fields')).json());
    expect(globex.items.some((field) => field._id === text._id)).toBe(false);
    expect((await call(GLOBEX, 'PATCH', `/v2/company/peer-fields/${text._id}`, { name: 'Mine' })).statusCode).toBe(404);
  });

  it('refuses bad definitions with 400 naming the field, and a non-admin with 403; nothing is stored', async () => {
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM peer_fields'))[0]!.n;
    const before = await count();
    const bad = [
      [{ name: 'Size', type: 'choice', visibility: 'everyone' }, 'choices'],
      [{ name: 'Size', type: 'number', choices: ['a'], visibility: 'everyone' }, 'choices'],
      [{ name: 'Size', type: 'colour', visibility: 'everyone' }, 'type'],
      [{ name: 'Size', type: 'text', visibility: 'friends' }, 'visibility'],
      [{ name: 'x'.repeat(61), type: 'text', visibility: 'everyone' }, 'name'],
      [{ name: 'Bell\u0007', type: 'text', visibility: 'everyone' }, 'name'],
      [{ name: 'Size', type: 'choice', choices: ['S', 's'], visibility: 'everyone' }, 'choices.1'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await call(ADMIN, 'POST', '/v2/company/peer-fields', body);
      expect(response.statusCode).toBe(400);
      expect(details(response).map(([name]) => name)).toContain(field);
    }
    expect(
      (await call(MANAGER, 'POST', '/v2/company/peer-fields', { name: 'X', type: 'text', visibility: 'everyone' }))
        .statusCode,
    ).toBe(403);
    const duplicate = await call(ADMIN, 'POST', '/v2/company/peer-fields', {
      name: 'shirt SIZE',
      type: 'text',
      visibility: 'everyone',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  it(`keeps at most ${PEER_FIELDS_MAX} fields per company`, async () => {
    const { items } = peerFieldListSchema.parse((await call(ADMIN, 'GET', '/v2/company/peer-fields')).json());
    const created: PeerField[] = [];
    for (let n = items.length; n < PEER_FIELDS_MAX; n += 1)
      created.push(await addField({ name: `Filler ${n}`, type: 'text', visibility: 'admins' }));
    const over = await call(ADMIN, 'POST', '/v2/company/peer-fields', {
      name: 'One too many',
      type: 'text',
      visibility: 'everyone',
    });
    expect(over.statusCode).toBe(409);
    expect(details(over)[0]![1]).toMatch(/at most 20 peer fields/);
    for (const field of created)
      expect((await call(ADMIN, 'DELETE', `/v2/company/peer-fields/${field._id}`)).statusCode).toBe(200);
  });

  it('audits adding, changing and deleting a field', async () => {
    const field = await addField({ name: 'Badge', type: 'number', visibility: 'admins' });
    expect(
      (await call(ADMIN, 'PATCH', `/v2/company/peer-fields/${field._id}`, { visibility: 'managers' })).statusCode,
    ).toBe(200);
    // a number field has no choices to change
    expect((await call(ADMIN, 'PATCH', `/v2/company/peer-fields/${field._id}`, { choices: ['a'] })).statusCode).toBe(
      400,
    );
    expect((await call(ADMIN, 'DELETE', `/v2/company/peer-fields/${field._id}`)).statusCode).toBe(200);
    const log = auditPageSchema.parse(
      (await call(ADMIN, 'GET', `/v2/audit-log?targetType=peer_field&targetId=${field._id}`)).json(),
    );
    expect(log.items.map((entry) => [entry.kind, entry.before, entry.after])).toEqual([
      ['peer_field.deleted', expect.objectContaining({ name: 'Badge', visibility: 'managers' }), null],
      ['peer_field.updated', { visibility: 'admins' }, { visibility: 'managers' }],
      ['peer_field.created', null, expect.objectContaining({ name: 'Badge', type: 'number' })],
    ]);
  });
});

describe("a peer's people record", () => {
  let fields: Record<'text' | 'number' | 'date' | 'choice', PeerField>;
  beforeAll(async () => {
    fields = {
      text: await addField({ name: 'Nickname', type: 'text', visibility: 'everyone' }),
      number: await addField({ name: 'Desk number', type: 'number', visibility: 'managers' }),
      date: await addField({ name: 'Visa expires', type: 'date', visibility: 'admins' }),
      choice: await addField({ name: 'Team', type: 'choice', choices: ['Red', 'Blue'], visibility: 'everyone' }),
    };
  });

  it('stores hire date, manager and values checked by type, and audits the change', async () => {
    const response = await call(ADMIN, 'PATCH', `/v2/peers/${MEMBER_ID}`, {
      hireDate: '2019-07-01',
      managerId: MANAGER_ID,
      customFields: {
        [fields.text._id]: '  Mimi ',
        [fields.number._id]: 42.5,
        [fields.date._id]: '2027-03-31',
        [fields.choice._id]: 'Blue',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(peerSchema.parse(response.json())).toMatchObject({
      hireDate: '2019-07-01',
      manager: { _id: MANAGER_ID, name: 'Max Manager' },
      customFields: {
        [fields.text._id]: 'Mimi',
        [fields.number._id]: 42.5,
        [fields.date._id]: '2027-03-31',
        [fields.choice._id]: 'Blue',
      },
    });
    const log = auditPageSchema.parse(
      (await call(ADMIN, 'GET', `/v2/audit-log?targetType=peer&targetId=${MEMBER_ID}`)).json(),
    );
    expect(log.items[0]).toMatchObject({
      kind: 'peer.updated',
      after: expect.objectContaining({ hireDate: '2019-07-01', managerId: MANAGER_ID }),
    });
  });

  it('refuses a bad value with 400 naming the field, and changes nothing', async () => {
    const before = await storedValues(MEMBER_ID);
    const bad: Array<[object, string, RegExp]> = [
      [{ customFields: { [fields.number._id]: 1e12 } }, `customFields.${fields.number._id}`, /between/],
      [{ customFields: { [fields.number._id]: '12' } }, `customFields.${fields.number._id}`, /must be a number/],
      [{ customFields: { [fields.date._id]: '1899-12-31' } }, `customFields.${fields.date._id}`, /1900-01-01/],
      [{ customFields: { [fields.date._id]: '2101-01-01' } }, `customFields.${fields.date._id}`, /2100-12-31/],
      [{ customFields: { [fields.date._id]: '2027-02-30' } }, `customFields.${fields.date._id}`, /real calendar/],
      [{ customFields: { [fields.choice._id]: 'Green' } }, `customFields.${fields.choice._id}`, /not one of/],
      [{ customFields: { [fields.text._id]: 'x'.repeat(201) } }, `customFields.${fields.text._id}`, /at most 200/],
      [{ customFields: { [fields.text._id]: 'two\nlines' } }, `customFields.${fields.text._id}`, /control/],
      [
        { customFields: { [seedId('user', 'acme', 99)]: 'x' } },
        `customFields.${seedId('user', 'acme', 99)}`,
        /not a field/,
      ],
      [{ hireDate: '1899-12-31' }, 'hireDate', /1900-01-01/],
      [{ hireDate: 'soon' }, 'hireDate', /YYYY-MM-DD/],
      [{ managerId: MEMBER_ID }, 'managerId', /the peer themself/],
      [{ managerId: seedId('user', 'globex', 1) }, 'managerId', /not a peer of your company/],
    ];
    for (const [body, field, message] of bad) {
      const response = await call(ADMIN, 'PATCH', `/v2/peers/${MEMBER_ID}`, { name: 'Renamed', ...body });
      expect(response.statusCode).toBe(400);
      const [detail] = details(response).filter(([name]) => name === field);
      expect(detail?.[1]).toMatch(message);
    }
    expect(await storedValues(MEMBER_ID)).toEqual(before);
    expect((await peerAs(ADMIN, MEMBER_ID)).name).toBe('Mia Member');
  });

  it('refuses a circle of managers', async () => {
    // the member reports to the manager: the manager may not report to the member
    const response = await call(ADMIN, 'PATCH', `/v2/peers/${MANAGER_ID}`, { managerId: MEMBER_ID });
    expect(response.statusCode).toBe(400);
    expect(details(response)).toEqual([['managerId', 'would make a circle: Mia Member already reports to this peer']]);
  });

  it('shows each caller only what they may see (docs/privacy.md)', async () => {
    const seen = async (as: string) => {
      const record = await peerAs(as, MEMBER_ID);
      return {
        hireDate: 'hireDate' in record,
        manager: record.manager?.name ?? null,
        fields: Object.keys(record.customFields)
          .map((id) => Object.values(fields).find((field) => field._id === id)!.name)
          .sort(),
      };
    };
    const all = ['Desk number', 'Nickname', 'Team', 'Visa expires'];
    // the person themself sees their whole record
    expect(await seen(MEMBER)).toEqual({ hireDate: true, manager: 'Max Manager', fields: all });
    expect(await seen(ADMIN)).toEqual({ hireDate: true, manager: 'Max Manager', fields: all });
    // a manager (level2): not the admins-only field
    expect(await seen(MANAGER)).toEqual({
      hireDate: true,
      manager: 'Max Manager',
      fields: ['Desk number', 'Nickname', 'Team'],
    });
    // a level1 colleague: the manager and the fields for everyone, no hire date
    const colleague = (
      await server.db.query<{ email: string }>(
        "SELECT email FROM users WHERE company_id = $1 AND level = 'level1' AND id <> $2 AND deleted_at IS NULL LIMIT 1",
        [seedId('company', 'acme'), MEMBER_ID],
      )
    )[0]!.email;
    expect(await seen(colleague)).toEqual({ hireDate: false, manager: 'Max Manager', fields: ['Nickname', 'Team'] });
    // the directory follows the same rules
    const directory = (await call(colleague, 'GET', '/v2/peers?perPage=40&search=Mia')).json() as {
      items: Array<Record<string, unknown>>;
    };
    const row = directory.items.find((item) => item._id === MEMBER_ID)!;
    expect('hireDate' in row).toBe(false);
    expect(Object.keys(row.customFields as object)).toHaveLength(2);
  });

  it("lets a level1 peer who is someone's manager see that person's hire date and managers' fields", async () => {
    const [colleague] = await server.db.query<{ id: string; email: string }>(
      "SELECT id, email FROM users WHERE company_id = $1 AND level = 'level1' AND id <> $2 AND deleted_at IS NULL LIMIT 1",
      [seedId('company', 'acme'), MEMBER_ID],
    );
    const before = await peerAs(colleague!.email, MEMBER_ID);
    expect('hireDate' in before).toBe(false);
    expect(await call(ADMIN, 'PATCH', `/v2/peers/${MEMBER_ID}`, { managerId: colleague!.id })).toMatchObject({
      statusCode: 200,
    });
    const after = await peerAs(colleague!.email, MEMBER_ID);
    expect(after.hireDate).toBe('2019-07-01');
    expect(Object.keys(after.customFields)).toContain(fields.number._id);
    expect(Object.keys(after.customFields)).not.toContain(fields.date._id);
    await call(ADMIN, 'PATCH', `/v2/peers/${MEMBER_ID}`, { managerId: MANAGER_ID });
  });

  it('clears a value with null, and deleting a field deletes every value of it', async () => {
    await call(ADMIN, 'PATCH', `/v2/peers/${MEMBER_ID}`, { customFields: { [fields.text._id]: null } });
    expect(await storedValues(MEMBER_ID)).not.toHaveProperty(fields.text._id);
    expect((await call(ADMIN, 'DELETE', `/v2/company/peer-fields/${fields.number._id}`)).statusCode).toBe(200);
    expect(await storedValues(MEMBER_ID)).not.toHaveProperty(fields.number._id);
  });

  it('lets the admin add a peer with a hire date, a manager and values', async () => {
    const response = await call(ADMIN, 'POST', '/v2/peers', {
      name: 'Hana Hire',
      employeeId: 'AC-7001',
      email: 'hana.hire@acme.test',
      level: 'level1',
      hireDate: '2026-07-01',
      managerId: MANAGER_ID,
      customFields: { [fields.choice._id]: 'Red' },
    });
    expect(response.statusCode).toBe(201);
    expect(peerSchema.parse(response.json())).toMatchObject({
      hireDate: '2026-07-01',
      manager: { _id: MANAGER_ID },
      customFields: { [fields.choice._id]: 'Red' },
    });
  });
});

describe('public holidays per location', () => {
  // the server's week; a Wednesday well ahead, free of the seed's leave
  let monday: Date;
  let wednesday: string;
  beforeAll(() => {
    monday = mondayOf(server.app.now());
    wednesday = isoDay(addDays(monday, 7 * 30 + 2));
  });

  it('gives the day off to the peers of its location only, in leave counts', async () => {
    const [member] = await server.db.query<{ location_id: string }>('SELECT location_id FROM users WHERE id = $1', [
      MEMBER_ID,
    ]);
    const other = (
      await server.db.query<{ email: string }>(
        "SELECT email FROM users WHERE company_id = $1 AND location_id <> $2 AND level = 'level1' AND deleted_at IS NULL LIMIT 1",
        [seedId('company', 'acme'), member!.location_id],
      )
    )[0]!.email;
    const created = await call(ADMIN, 'POST', '/v2/options/public-holidays', {
      day: wednesday,
      name: 'Local fair',
      locationId: member!.location_id,
    });
    expect(created.statusCode).toBe(201);
    // the same day may have a holiday for everyone beside it, but not a second one at that location
    expect(
      (
        await call(ADMIN, 'POST', '/v2/options/public-holidays', {
          day: wednesday,
          name: 'Again',
          locationId: member!.location_id,
        })
      ).statusCode,
    ).toBe(409);
    const options = optionsResponseSchema.parse((await call(MEMBER, 'GET', '/v2/options')).json());
    expect(options.publicHolidays.find((holiday) => holiday.day === wednesday)?.location?._id).toBe(
      member!.location_id,
    );
    const week = {
      type: 'annual',
      fromDate: isoDay(addDays(monday, 7 * 30)),
      toDate: isoDay(addDays(monday, 7 * 30 + 4)),
    };
    const mine = createLeaveResponseSchema.parse((await call(MEMBER, 'POST', '/v2/leave/requests', week)).json());
    expect(mine.request.days).toBe(4);
    const theirs = createLeaveResponseSchema.parse((await call(other, 'POST', '/v2/leave/requests', week)).json());
    expect(theirs.request.days).toBe(5);
  });

  it('refuses another company’s location', async () => {
    const response = await call(ADMIN, 'POST', '/v2/options/public-holidays', {
      day: isoDay(addDays(monday, 7 * 31 + 2)),
      name: 'Elsewhere',
      locationId: seedId('location', 'globex', 'Pune'),
    });
    expect(response.statusCode).toBe(400);
    expect(details(response)).toEqual([['locationId', "is not one of your company's locations"]]);
  });
});
