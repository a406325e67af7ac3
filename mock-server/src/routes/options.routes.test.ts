import {
  errorEnvelopeSchema,
  okSchema,
  optionItemSchema,
  optionsResponseSchema,
  type OptionList,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const acme = (kind: string, ...names: string[]) => seedId(kind, 'acme', ...names);

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: string, payload?: object) {
  return server.app.inject({ method, url, headers: await server.authHeaders(as), ...(payload ? { payload } : {}) });
}
const options = async (as = 'member@acme.test') =>
  optionsResponseSchema.parse((await call('GET', '/v2/options', as)).json());
const create = (list: OptionList, payload: object, as = ADMIN) => call('POST', `/v2/options/${list}`, as, payload);
const update = (list: OptionList, id: string, payload: object, as = ADMIN) =>
  call('PATCH', `/v2/options/${list}/${id}`, as, payload);
const remove = (list: OptionList, id: string, as = ADMIN) => call('DELETE', `/v2/options/${list}/${id}`, as);
const message = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).message;

describe('GET /v2/options', () => {
  it("answers every list of the caller's company, nested where a form needs it", async () => {
    const body = await options();
    expect(body.jobRoles.map((role) => role.name)).toEqual([
      'Backend Developer',
      'Designer',
      'DevOps Engineer',
      'Frontend Developer',
      'Project Manager',
      'QA Engineer',
    ]);
    const qa = body.jobRoles.find((role) => role.name === 'QA Engineer')!;
    expect(qa.activityTypes.map((activity) => activity.name)).toEqual([
      'Automation',
      'Manual testing',
      'Test planning',
    ]);
    expect(qa.activityTypes.every((activity) => activity.jobRoleId === qa._id)).toBe(true);
    expect(body.locations.find((location) => location.name === 'Pune')!.blocks.map((block) => block.name)).toEqual([
      'A Block',
      'B Block',
    ]);
    expect(body.designations).toHaveLength(6);
    expect(body.platforms.map((platform) => platform.name)).toContain('Android');
    expect(body.publicHolidays.length).toBeGreaterThanOrEqual(5);
    expect(body.publicHolidays.map((holiday) => holiday.day)).toEqual(
      [...body.publicHolidays.map((holiday) => holiday.day)].sort(),
    );
    expect(body.workModes.map((mode) => mode.value)).toEqual(['office', 'wfh', 'field']);
    expect(body.currentStatuses.map((status) => status.value)).toEqual(['office', 'wfh', 'field', 'leave']);
    expect(body.levels).toEqual([
      { value: 'level1', label: 'Member', role: 'editor' },
      { value: 'level2', label: 'Manager', role: 'editor' },
      { value: 'level3', label: 'Company admin', role: 'admin' },
    ]);
  });

  it('never mixes companies', async () => {
    const acmeIds = new Set((await options()).jobRoles.map((role) => role._id));
    const globex = await options(GLOBEX);
    expect(globex.jobRoles.some((role) => acmeIds.has(role._id))).toBe(false);
  });
});

describe('managing the lists (level3)', () => {
  it('adds, renames and deletes a name-only option in every such list', async () => {
    for (const list of ['job-roles', 'designations', 'locations', 'platforms'] as const) {
      const created = await create(list, { name: `  New ${list} ` });
      expect(created.statusCode).toBe(201);
      const item = optionItemSchema.parse(created.json());
      expect(item.name).toBe(`New ${list}`);
      const renamed = await update(list, item._id, { name: `Renamed ${list}` });
      expect(optionItemSchema.parse(renamed.json()).name).toBe(`Renamed ${list}`);
      const deleted = await remove(list, item._id);
      expect(deleted.statusCode).toBe(200);
      okSchema.parse(deleted.json());
      expect((await remove(list, item._id)).statusCode).toBe(404);
    }
    const after = await options();
    expect(after.jobRoles.map((role) => role.name)).not.toContain('Renamed job-roles');
  });

  it('adds blocks to a location and activity types to a job role, and moves them', async () => {
    const block = optionItemSchema.parse(
      (await create('blocks', { locationId: acme('location', 'Pune'), name: 'C Block' })).json(),
    );
    expect(block.locationId).toBe(acme('location', 'Pune'));
    const moved = optionItemSchema.parse(
      (await update('blocks', block._id, { locationId: acme('location', 'Remote') })).json(),
    );
    expect(moved).toMatchObject({ name: 'C Block', locationId: acme('location', 'Remote') });
    expect(
      (await options()).locations.find((location) => location.name === 'Remote')!.blocks.map((item) => item.name),
    ).toContain('C Block');

    const activity = optionItemSchema.parse(
      (await create('activity-types', { jobRoleId: acme('job-role', 'Designer'), name: 'User research' })).json(),
    );
    expect(activity.jobRoleId).toBe(acme('job-role', 'Designer'));
    expect((await remove('activity-types', activity._id)).statusCode).toBe(200);
  });

  it('adds public holidays on real dates, one per day', async () => {
    const created = await create('public-holidays', { day: '2031-03-14', name: 'Founders Day' });
    expect(optionItemSchema.parse(created.json())).toMatchObject({ day: '2031-03-14', name: 'Founders Day' });
    const again = await create('public-holidays', { day: '2031-03-14', name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).details).toMatchObject([
      { field: 'day', message: 'already has a public holiday' },
    ]);
    const badDay = await create('public-holidays', { day: '2031-02-30', name: 'Nope' });
    expect(badDay.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badDay.json()).details).toMatchObject([
      { field: 'day', message: 'must be a real calendar date' },
    ]);
  });

  it('names bad input clearly', async () => {
    const empty = await create('designations', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(empty.json()).details).toMatchObject([{ field: 'name', message: 'is required' }]);
    const missing = await create('blocks', {});
    expect(errorEnvelopeSchema.parse(missing.json()).details).toMatchObject([
      { field: 'locationId', message: 'is required' },
      { field: 'name', message: 'is required' },
    ]);
    const long = await create('platforms', { name: 'x'.repeat(81) });
    expect(errorEnvelopeSchema.parse(long.json()).details).toMatchObject([
      { field: 'name', message: 'must be at most 80 characters' },
    ]);
  });

  it('refuses a bell or NUL in a name, naming the field, and stores nothing', async () => {
    for (const name of ['Bell\u0007', 'a\u0000b']) {
      const response = await create('job-roles', { name });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details).toEqual([
        { field: 'name', message: 'must not contain control characters', code: 'field.controlCharacters' },
      ]);
    }
    expect((await options()).jobRoles.map((role) => role.name)).not.toContain('Bell\u0007');
  });

  it('refuses duplicates with 409 naming the field', async () => {
    const duplicate = await create('job-roles', { name: 'Designer' });
    expect(duplicate.statusCode).toBe(409);
    expect(message(duplicate)).toBe('A job role named "Designer" already exists.');
    expect(errorEnvelopeSchema.parse(duplicate.json()).details).toMatchObject([
      { field: 'name', message: 'already exists' },
    ]);
    expect((await update('platforms', acme('platform', 'Web'), { name: 'iOS' })).statusCode).toBe(409);
    // whatever its case: "designer" is the Designer the list has
    const sameInLowerCase = await create('job-roles', { name: 'designer' });
    expect(sameInLowerCase.statusCode).toBe(409);
    expect(message(sameInLowerCase)).toBe('A job role named "designer" already exists.');
    expect((await update('platforms', acme('platform', 'Web'), { name: 'IOS' })).statusCode).toBe(409);
    // a name's own case may change
    expect((await update('platforms', acme('platform', 'Web'), { name: 'WEB' })).statusCode).toBe(200);
    expect((await update('platforms', acme('platform', 'Web'), { name: 'Web' })).statusCode).toBe(200);
    // names are unique per company: the same new name may exist in both
    expect((await create('job-roles', { name: 'Data Scientist' })).statusCode).toBe(201);
    expect((await create('job-roles', { name: 'Data Scientist' }, GLOBEX)).statusCode).toBe(201);
  });

  it('refuses to delete an option in use, saying why, and keeps it', async () => {
    const inUse: Array<[OptionList, string, RegExp]> = [
      ['job-roles', acme('job-role', 'Designer'), /has 3 activity types/],
      ['designations', acme('designation', 'Trainee'), /is the designation of \d+ peers/],
      ['locations', acme('location', 'Pune'), /has 2 blocks; delete them first/],
      ['blocks', acme('block', 'Pune', 'A Block'), /is the block of \d+ peers?/],
      ['platforms', acme('platform', 'Web'), /\d+ projects use it/],
    ];
    for (const [list, id, reason] of inUse) {
      const response = await remove(list, id);
      expect(response.statusCode).toBe(409);
      expect(message(response)).toMatch(reason);
    }
    // the seeded sprints plan tasks under the designer's activity types: those are refused too
    const designer = (await options()).jobRoles.find((role) => role.name === 'Designer')!;
    const refusals = [];
    for (const activity of designer.activityTypes) {
      const response = await remove('activity-types', activity._id);
      if (response.statusCode !== 200) refusals.push(response);
    }
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(message(refusal)).toMatch(/\d+ tasks? uses? it/);
    }
    // one no task uses goes
    const spare = optionItemSchema.parse(
      (await create('activity-types', { name: 'Spare', jobRoleId: designer._id })).json(),
    );
    expect((await remove('activity-types', spare._id)).statusCode).toBe(200);
    expect((await options()).jobRoles.map((role) => role.name)).toContain('Designer');
  });

  it("keeps companies apart: another company's ids are not found, and parents must be the caller's", async () => {
    expect((await update('job-roles', acme('job-role', 'QA Engineer'), { name: 'Hijacked' }, GLOBEX)).statusCode).toBe(
      404,
    );
    expect((await remove('blocks', acme('block', 'Pune', 'A Block'), GLOBEX)).statusCode).toBe(404);
    expect((await remove('activity-types', acme('activity', 'QA Engineer', 'Automation'), GLOBEX)).statusCode).toBe(
      404,
    );
    const foreignParent = await create('blocks', { locationId: acme('location', 'Pune'), name: 'Sneaky' }, GLOBEX);
    expect(foreignParent.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(foreignParent.json()).details).toMatchObject([
      { field: 'locationId', message: "is not one of your company's locations" },
    ]);
    expect((await create('job-roles', { name: 'Sneaky', company: seedId('company', 'globex') })).statusCode).toBe(403);
    expect((await options()).jobRoles.map((role) => role.name)).not.toContain('Sneaky');
    expect((await options()).jobRoles.map((role) => role.name)).toContain('QA Engineer');
  });

  it('is level3 only; nothing changes on a refusal', async () => {
    for (const as of ['manager@acme.test', 'member@acme.test']) {
      expect((await create('platforms', { name: 'Watch' }, as)).statusCode).toBe(403);
      expect((await update('platforms', acme('platform', 'Web'), { name: 'Webby' }, as)).statusCode).toBe(403);
      expect((await remove('platforms', acme('platform', 'Desktop'), as)).statusCode).toBe(403);
    }
    const platforms = (await options()).platforms.map((platform) => platform.name);
    expect(platforms).toContain('Web');
    expect(platforms).toContain('Desktop');
    expect(platforms).not.toContain('Watch');
  });
});
