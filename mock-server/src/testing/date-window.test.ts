import { errorEnvelopeSchema } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from './test-server.js';

/**
 * Issue #28, point 1: dates outside the product's window (2000-01-01..2100-12-31), days that do not exist
 * and ranges longer than their cap are refused at once with a 400 naming the field, before anything walks
 * them; /health keeps answering. (A leave request on 9999-12-31 used to hang the API for every company.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ATLAS = seedId('project', 'acme', 'atlas');

async function send(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers = await server.authHeaders(email);
  const started = performance.now();
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { response, ms: performance.now() - started };
}

async function expectRefused(
  call: Promise<{ response: Awaited<ReturnType<TestServer['app']['inject']>>; ms: number }>,
  field: string,
  message: RegExp,
) {
  const { response, ms } = await call;
  expect(response.statusCode).toBe(400);
  const envelope = errorEnvelopeSchema.parse(response.json());
  expect(envelope.details).toMatchObject(
    expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]),
  );
  // at once: the walk it once started never ended (the margin is for a busy test machine)
  expect(ms).toBeLessThan(2000);
  const health = await server.app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
}

it('refuses a leave request on 9999-12-31, and one in year 0001', async () => {
  await expectRefused(
    send('member@acme.test', 'POST', '/v2/leave/requests', {
      type: 'annual',
      fromDate: '9999-12-31',
      toDate: '9999-12-31',
    }),
    'fromDate',
    /between 2000-01-01 and 2100-12-31/,
  );
  await expectRefused(
    send('member@acme.test', 'POST', '/v2/leave/requests', {
      type: 'annual',
      fromDate: '0001-01-01',
      toDate: '2030-01-01',
    }),
    'fromDate',
    /between/,
  );
});

it('refuses days that do not exist', async () => {
  await expectRefused(
    send('member@acme.test', 'POST', '/v2/leave/requests', {
      type: 'annual',
      fromDate: '2030-02-30',
      toDate: '2030-03-01',
    }),
    'fromDate',
    /real calendar date/,
  );
  await expectRefused(
    send('member@acme.test', 'POST', '/v2/leave/requests', {
      type: 'annual',
      fromDate: '2030-13-01',
      toDate: '2030-13-02',
    }),
    'fromDate',
    /real calendar date/,
  );
});

it('caps a leave request at a year', async () => {
  await expectRefused(
    send('member@acme.test', 'POST', '/v2/leave/requests', {
      type: 'unpaid',
      fromDate: '2030-01-01',
      toDate: '2031-01-02',
    }),
    'toDate',
    /at most one year/,
  );
});

it('refuses a sprint ending 9999-12-31 and caps a sprint at a year, on create and on change', async () => {
  await expectRefused(
    send('admin@acme.test', 'POST', `/v2/projects/${ATLAS}/sprints`, {
      name: 'Forever',
      startDate: '2030-01-07',
      endDate: '9999-12-31',
    }),
    'endDate',
    /between/,
  );
  await expectRefused(
    send('admin@acme.test', 'POST', `/v2/projects/${ATLAS}/sprints`, {
      name: 'Century',
      startDate: '2000-01-03',
      endDate: '2100-12-31',
    }),
    'endDate',
    /at most one year/,
  );
  const [sprint] = await server.db.query<{ id: string; start_date: string }>(
    "SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start_date FROM sprints WHERE project_id = $1 AND closed_at IS NULL ORDER BY start_date LIMIT 1",
    [ATLAS],
  );
  const { response } = await send('admin@acme.test', 'PATCH' as 'POST', `/v2/sprints/${sprint!.id}`, {
    endDate: '2100-12-31',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    details: [{ field: 'endDate', message: expect.stringMatching(/at most one year/) }],
  });
});

it('refuses a 360 report to 9999-12-31 (a million months) and one longer than two years', async () => {
  await expectRefused(send('member@acme.test', 'GET', '/v2/reviews/mine?to=9999-12-31'), 'to', /between/);
  await expectRefused(
    send('member@acme.test', 'GET', '/v2/reviews/mine?from=2000-01-01&to=2100-12-31'),
    'to',
    /at most two years/,
  );
  // `from` alone is measured against today
  await expectRefused(send('member@acme.test', 'GET', '/v2/reviews/mine?from=2000-01-01'), 'from', /at most two years/);
});

it('refuses a month outside the window where a month is asked for', async () => {
  await expectRefused(
    send('admin@acme.test', 'GET', '/v2/kpis/org?month=9999-12'),
    'month',
    /between 2000-01 and 2100-12/,
  );
});
