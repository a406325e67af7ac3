import { errorEnvelopeSchema, myWorkDaysSchema, workModeWeekSchema, type MyWorkDays } from '@timely/contract';
import { addIsoDays } from '../services/leave/leave-days.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const MEMBER = 'member@acme.test';
const DAY_MS = 24 * 60 * 60 * 1000;

async function workDays(email: string): Promise<MyWorkDays> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v2/me/work-days',
    headers: await server.authHeaders(email),
  });
  expect(response.statusCode).toBe(200);
  return myWorkDaysSchema.parse(response.json());
}

async function plan(email: string, day: string, payload: unknown) {
  return server.app.inject({
    method: 'PUT',
    url: `/v2/me/work-days/${day}`,
    headers: await server.authHeaders(email),
    payload: payload as object,
  });
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

it('lists Monday to Friday of this week and the next, the default filling unplanned days', async () => {
  const { defaultWorkMode, days } = await workDays(MEMBER);
  expect(days).toHaveLength(10);
  expect(days.map((entry) => weekday(entry.day))).toEqual([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]);
  // seven days from this week's Monday to the next's
  expect(days[5]!.day).toBe(addIsoDays(days[0]!.day, 7));
  expect(days.slice(5).every((entry) => entry.editable)).toBe(true);
  // the seed plans most days; one cleared falls back to the default
  const day = days[9]!.day;
  const cleared = myWorkDaysSchema.parse((await plan(MEMBER, day, { mode: null })).json());
  expect(cleared.days[9]).toMatchObject({ day, planned: null, mode: defaultWorkMode });
});

it('plans a day, answers the fortnight with it, and clears it again', async () => {
  const day = (await workDays(MEMBER)).days[7]!.day; // next Wednesday
  const planned = await plan(MEMBER, day, { mode: 'field' });
  expect(planned.statusCode).toBe(200);
  expect(myWorkDaysSchema.parse(planned.json()).days.find((entry) => entry.day === day)).toMatchObject({
    planned: 'field',
    mode: 'field',
  });
  // a second plan replaces the first
  await plan(MEMBER, day, { mode: 'wfh' });
  expect((await workDays(MEMBER)).days.find((entry) => entry.day === day)).toMatchObject({
    planned: 'wfh',
    mode: 'wfh',
  });
  const cleared = await plan(MEMBER, day, { mode: null });
  const { defaultWorkMode, days } = myWorkDaysSchema.parse(cleared.json());
  expect(days.find((entry) => entry.day === day)).toMatchObject({ planned: null, mode: defaultWorkMode });
});

it("counts a plan for a day of this week in the Overview's week", async () => {
  let days = (await workDays(MEMBER)).days;
  // on a weekend this week is over: move the server's clock to Monday
  if (!days.slice(0, 5).some((entry) => entry.editable)) {
    server.clock.advance(2 * DAY_MS);
    days = (await workDays(MEMBER)).days;
  }
  const target = days.slice(0, 5).find((entry) => entry.editable && entry.mode !== 'leave')!;
  const week = async () =>
    workModeWeekSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v2/overview/work-modes/week',
          headers: await server.authHeaders(MEMBER),
        })
      ).json(),
    );
  const before = (await week()).days.find((entry) => entry.day === target.day)!;
  const mode = target.mode === 'field' ? 'wfh' : 'field';
  expect((await plan(MEMBER, target.day, { mode })).statusCode).toBe(200);
  const after = (await week()).days.find((entry) => entry.day === target.day)!;
  expect(after[mode]).toBe(before[mode] + 1);
  expect(after[target.mode as 'office' | 'wfh' | 'field']).toBe(before[target.mode as 'office' | 'wfh' | 'field'] - 1);
  await plan(MEMBER, target.day, { mode: null });
});

it('names the field of a bad plan and changes nothing', async () => {
  const before = await workDays(MEMBER);
  const saturday = addIsoDays(before.days[9]!.day, 1);
  const farAway = addIsoDays(before.days[9]!.day, 14);
  const cases: Array<[string, unknown, string]> = [
    [saturday, { mode: 'office' }, 'day'],
    [farAway, { mode: 'office' }, 'day'],
    ['2020-01-06', { mode: 'office' }, 'day'],
    ['next-monday', { mode: 'office' }, 'day'],
    [before.days[7]!.day, { mode: 'beach' }, 'mode'],
    [before.days[7]!.day, {}, 'mode'],
  ];
  for (const [day, payload, field] of cases) {
    const response = await plan(MEMBER, day, payload);
    expect({ day, status: response.statusCode }).toEqual({ day, status: 400 });
    expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe(field);
  }
  expect(await workDays(MEMBER)).toEqual(before);
});

it("keeps each person's plan their own", async () => {
  const day = (await workDays(MEMBER)).days[8]!.day;
  const managerBefore = await workDays('manager@acme.test');
  await plan(MEMBER, day, { mode: 'field' });
  await plan(MEMBER, day, { mode: null });
  expect(await workDays('manager@acme.test')).toEqual(managerBefore);
});
