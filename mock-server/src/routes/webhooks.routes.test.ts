import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLeaveResponseSchema,
  errorEnvelopeSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookWithSecretSchema,
  type WebhookEvent,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { recordEvent } from '../services/webhooks/company-events.js';
import { isPublicAddress } from '../services/webhooks/webhook-address.js';
import { deliverDue, pruneWebhookHistory, retryDelayMs } from '../services/webhooks/webhook-delivery.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const ACME = seedId('company', 'acme');
const ATLAS = seedId('project', 'acme', 'atlas');

type Received = { headers: http.IncomingHttpHeaders; body: string; path: string };

/** A receiver on 127.0.0.1 (allowed by the test server's WEBHOOK_ALLOW_PRIVATE_HOSTS): keeps what it gets. */
function startReceiver() {
  const received: Received[] = [];
  // those waiting for a delivery to a path, told when it arrives
  const awaited: { path: string; arrived: () => void }[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      for (const waiter of awaited.filter((entry) => entry.path === request.url)) {
        awaited.splice(awaited.indexOf(waiter), 1);
        waiter.arrived();
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'x'.repeat(10_000));
    });
  });
  return new Promise<{
    received: Received[];
    url: (path?: string) => string;
    port: number;
    respondWith: (next: number) => void;
    /** Resolves when a delivery to `path` arrives (at once if one has). */
    arrival: (path: string) => Promise<void>;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        received,
        port,
        url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
        respondWith: (next) => {
          status = next;
        },
        arrival: (path) =>
          received.some((got) => got.path === path)
            ? Promise.resolve()
            : new Promise<void>((arrived) => awaited.push({ path, arrived })),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await createTestServer({ webhooks: { allowPrivateHosts: true, worker: false } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.respondWith(200);
  server.app.config.webhooks.allowPrivateHosts = true;
  // every test starts without webhooks and with nothing left to send
  await server.db.query('DELETE FROM webhooks');
});

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, email = ADMIN, payload?: object) {
  return server.app.inject({ method, url, headers: await server.authHeaders(email), ...(payload ? { payload } : {}) });
}

async function addWebhook(body: { url?: string; events?: WebhookEvent[]; slack?: boolean } = {}) {
  const response = await call('POST', '/v2/company/webhooks', ADMIN, {
    url: receiver.url(),
    events: ['feed.posted'],
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return webhookWithSecretSchema.parse(response.json());
}

async function post(text: string) {
  const response = await call('POST', '/v2/feeds', MEMBER, { body: text });
  expect(response.statusCode).toBe(201);
}

async function log(webhookId: string) {
  const response = await call('GET', `/v2/company/webhooks/${webhookId}/deliveries`);
  expect(response.statusCode).toBe(200);
  return webhookDeliveryListSchema.parse(response.json()).items;
}

/** What a receiver does with the secret it was shown: HMAC-SHA256 of "<t>.<raw body>", compared in constant time. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

it('signs each delivery so the receiver can verify it with the secret it was shown once', async () => {
  const { webhook, secret } = await addWebhook();
  expect(secret).toMatch(/^whsec_/);
  const listed = await call('GET', '/v2/company/webhooks');
  expect(listed.body).not.toContain(secret);
  // the secret is kept sealed, not as it was shown
  const [stored] = await server.db.query<{ secret_sealed: string }>(
    'SELECT secret_sealed FROM webhooks WHERE id = $1',
    [webhook._id],
  );
  expect(stored!.secret_sealed).not.toContain(secret.slice(6));

  await post('Webhooks hear about this post');
  expect(await deliverDue(server.app)).toBe(1);
  expect(receiver.received).toHaveLength(1);
  const [got] = receiver.received;
  expect(got!.headers['content-type']).toBe('application/json');
  expect(got!.headers['timely-event']).toBe('feed.posted');
  expect(verify(secret, String(got!.headers['timely-signature']), got!.body)).toBe(true);
  expect(verify(secret, String(got!.headers['timely-signature']), `${got!.body} `)).toBe(false);
  const body = JSON.parse(got!.body) as Record<string, unknown>;
  expect(body).toEqual({
    id: expect.any(String),
    event: 'feed.posted',
    createdAt: expect.any(String),
    company: { id: ACME, name: expect.any(String) },
    data: {
      post: { id: expect.any(String), excerpt: 'Webhooks hear about this post' },
      actor: { id: seedId('user', 'acme', 2), name: expect.any(String) },
      project: null,
    },
  });
  const [delivery] = await log(webhook._id);
  expect(delivery).toMatchObject({ state: 'delivered', attempts: 1, httpStatus: 200, event: 'feed.posted' });
  expect(got!.headers['timely-delivery']).toBe(delivery!._id);
  expect(delivery!.eventId).toBe(body.id);

  // a rotated secret signs from then on; the old one no longer verifies
  const rotated = webhookWithSecretSchema.parse(
    (await call('POST', `/v2/company/webhooks/${webhook._id}/secret`)).json(),
  ).secret;
  expect(rotated).not.toBe(secret);
  await post('After the rotation');
  await deliverDue(server.app);
  const second = receiver.received[1]!;
  expect(verify(rotated, String(second.headers['timely-signature']), second.body)).toBe(true);
  expect(verify(secret, String(second.headers['timely-signature']), second.body)).toBe(false);
});

it('retries a failing receiver with growing waits, shows each attempt in the log, and fails after 24 hours', async () => {
  const { webhook } = await addWebhook();
  receiver.respondWith(500);
  await post('The receiver is down');
  await deliverDue(server.app);
  let [delivery] = await log(webhook._id);
  expect(delivery).toMatchObject({ state: 'pending', attempts: 1, httpStatus: 500 });
  expect(delivery!.error).toContain('500');
  // a few KB of the answer are kept, not all of it
  expect(delivery!.responseBody!.length).toBeLessThanOrEqual(4096);
  const firstWait = Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.attemptedAt!);
  expect(firstWait).toBe(retryDelayMs(1));

  // not due yet: nothing is sent
  expect(await deliverDue(server.app)).toBe(0);
  server.clock.advance(firstWait + 1000);
  await deliverDue(server.app);
  [delivery] = await log(webhook._id);
  expect(delivery).toMatchObject({ state: 'pending', attempts: 2 });
  const secondWait = Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.attemptedAt!);
  expect(secondWait).toBeGreaterThan(firstWait);
  expect(receiver.received).toHaveLength(2);

  // a receiver back up gets it at the next attempt
  receiver.respondWith(204);
  server.clock.advance(secondWait + 1000);
  await deliverDue(server.app);
  [delivery] = await log(webhook._id);
  expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, httpStatus: 204, error: null });

  // one that never gets through is failed after a day of retries
  receiver.respondWith(503);
  await post('Down for good');
  for (let hour = 0; hour < 30 && (await log(webhook._id))[0]!.state === 'pending'; hour += 1) {
    await deliverDue(server.app);
    server.clock.advance(4 * 3600_000);
  }
  [delivery] = await log(webhook._id);
  expect(delivery!.state).toBe('failed');
  expect(delivery!.attempts).toBeGreaterThan(5);
  expect(delivery!.nextAttemptAt).toBeNull();
  // back to the database's time for the next tests (their events are stamped by it)
  server.clock.reset();
});

it('sends each delivery exactly once when two workers claim at the same time, and after a restart', async () => {
  const { webhook } = await addWebhook();
  for (let index = 0; index < 6; index += 1) await post(`Post ${index}`);
  const [first, second] = await Promise.all([deliverDue(server.app), deliverDue(server.app)]);
  expect(first! + second!).toBe(6);
  expect(receiver.received).toHaveLength(6);
  expect(new Set(receiver.received.map((got) => got.headers['timely-delivery'])).size).toBe(6);
  // a worker started later (a restart) finds nothing left to send
  expect(await deliverDue(server.app)).toBe(0);
  expect(receiver.received).toHaveLength(6);

  // a process that claimed a delivery and died before sending it: its lease keeps the others off, then ends
  await post('Claimed by a process that stopped');
  await server.db.query(
    `UPDATE webhook_deliveries SET claimed_until = $2::timestamptz, attempts = 1
      WHERE webhook_id = $1 AND state = 'pending'`,
    [webhook._id, new Date(server.app.now().getTime() + 60_000).toISOString()],
  );
  expect(await deliverDue(server.app)).toBe(0);
  server.clock.advance(61_000);
  const [again, alongside] = await Promise.all([deliverDue(server.app), deliverDue(server.app)]);
  expect(again! + alongside!).toBe(1);
  expect(receiver.received).toHaveLength(7);
});

it('refuses private, loopback and link-local receivers when saved and when sent to, unless the operator allows them', async () => {
  server.app.config.webhooks.allowPrivateHosts = false;
  for (const url of [
    `http://localhost:${receiver.port}/hook`,
    'http://127.0.0.1/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
  ]) {
    const refused = await call('POST', '/v2/company/webhooks', ADMIN, { url, events: ['feed.posted'] });
    expect(refused.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(refused.json());
    expect(envelope.details).toEqual([expect.objectContaining({ field: 'url', code: 'field.webhookHostPrivate' })]);
  }
  const notHttp = await call('POST', '/v2/company/webhooks', ADMIN, {
    url: 'ftp://example.com/',
    events: ['feed.posted'],
  });
  expect(notHttp.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(notHttp.json()).details?.[0]?.field).toBe('url');

  // saved while allowed; the name resolves to 127.0.0.1 when the delivery is made, which is refused then
  server.app.config.webhooks.allowPrivateHosts = true;
  const { webhook } = await addWebhook({ url: `http://localhost:${receiver.port}/hook` });
  server.app.config.webhooks.allowPrivateHosts = false;
  await post('Never reaches the inside');
  await deliverDue(server.app);
  expect(receiver.received).toHaveLength(0);
  const [delivery] = await log(webhook._id);
  expect(delivery).toMatchObject({ state: 'pending', httpStatus: null });
  expect(delivery!.error).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
});

it('tells public addresses from the ones webhooks may not reach', () => {
  expect(['93.184.215.14', '8.8.8.8', '2606:4700::1111'].filter((address) => !isPublicAddress(address))).toEqual([]);
  expect(
    [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12::3',
      'ff02::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ].filter(isPublicAddress),
  ).toEqual([]);
});

it('formats the body as a Slack message when asked', async () => {
  await addWebhook({ slack: true });
  await post('Shipped <the> release & more');
  await deliverDue(server.app);
  const body = JSON.parse(receiver.received[0]!.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['text']);
  expect(body.text).toMatch(/ posted on .+’s feed: Shipped &lt;the&gt; release &amp; more$/);
});

it('redelivers an event as a new delivery with the same body id, and sends a test ping', async () => {
  const { webhook, secret } = await addWebhook();
  await post('Send me twice');
  await deliverDue(server.app);
  const [original] = await log(webhook._id);
  const again = await call('POST', `/v2/company/webhooks/${webhook._id}/deliveries/${original!._id}/redeliver`);
  expect(again.statusCode).toBe(200);
  const redelivered = webhookDeliverySchema.parse(again.json());
  expect(redelivered).toMatchObject({ state: 'delivered', redelivery: true, eventId: original!.eventId, attempts: 1 });
  expect(receiver.received).toHaveLength(2);
  const [firstBody, secondBody] = receiver.received.map((got) => JSON.parse(got.body) as { id: string });
  expect(secondBody!.id).toBe(firstBody!.id);
  expect(receiver.received[1]!.headers['timely-delivery']).toBe(redelivered._id);
  expect((await log(webhook._id)).map((entry) => entry._id)).toEqual([redelivered._id, original!._id]);

  const ping = await call('POST', `/v2/company/webhooks/${webhook._id}/test`);
  expect(webhookDeliverySchema.parse(ping.json())).toMatchObject({
    event: 'ping',
    state: 'delivered',
    httpStatus: 200,
  });
  const pinged = receiver.received[2]!;
  expect(pinged.headers['timely-event']).toBe('ping');
  expect(verify(secret, String(pinged.headers['timely-signature']), pinged.body)).toBe(true);

  // another company's admin reaches none of it
  const foreign = await call(
    'POST',
    `/v2/company/webhooks/${webhook._id}/deliveries/${original!._id}/redeliver`,
    'admin@globex.test',
  );
  expect(foreign.statusCode).toBe(404);
});

it('sends only the events a webhook asked for, while it is on', async () => {
  const { webhook } = await addWebhook({ events: ['task.commented'] });
  await post('Not asked for');
  expect(await deliverDue(server.app)).toBe(0);
  await call('PATCH', `/v2/company/webhooks/${webhook._id}`, ADMIN, { events: ['feed.posted'], active: false });
  await post('Turned off');
  expect(await deliverDue(server.app)).toBe(0);
  await call('PATCH', `/v2/company/webhooks/${webhook._id}`, ADMIN, { active: true });
  await post('On again');
  expect(await deliverDue(server.app)).toBe(1);
  expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ data: { post: { excerpt: 'On again' } } });
});

describe('the events of the writing transaction', () => {
  async function eventsOf(kind: string) {
    return server.db.query<{ payload: Record<string, unknown>; task_id: string | null; project_id: string | null }>(
      'SELECT payload, task_id, project_id FROM company_events WHERE company_id = $1 AND kind = $2 ORDER BY seq',
      [ACME, kind],
    );
  }

  it('records tasks created, moved, completed and commented, leave asked for and decided, and sprints started and closed, without private fields', async () => {
    const created = await call('POST', `/v2/projects/${ATLAS}/backlog`, MANAGER, {
      title: 'Evented task',
      estimateHours: 2,
    });
    expect(created.statusCode).toBe(201);
    const taskId = (created.json() as { _id: string })._id;
    expect((await eventsOf('task.created')).at(-1)).toMatchObject({
      task_id: taskId,
      project_id: ATLAS,
      payload: { task: { id: taskId, title: 'Evented task' }, project: { id: ATLAS, name: expect.any(String) } },
    });
    expect((await call('POST', `/v2/tasks/${taskId}/status`, MANAGER, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await eventsOf('task.status_changed')).at(-1)?.payload).toMatchObject({
      task: { id: taskId, from: 'not_started', status: 'in_progress' },
    });
    const completed = await call('POST', `/v2/tasks/${taskId}/status`, MANAGER, {
      status: 'completed',
      actualHours: 2,
      route: 'known',
    });
    expect(completed.statusCode).toBe(200);
    expect((await eventsOf('task.completed')).at(-1)?.task_id).toBe(taskId);
    expect((await call('POST', `/v2/tasks/${taskId}/comments`, MANAGER, { body: 'Nice work' })).statusCode).toBe(201);
    expect((await eventsOf('task.commented')).at(-1)?.payload).toMatchObject({ comment: { excerpt: 'Nice work' } });

    const asked = await call('POST', '/v2/leave/requests', MEMBER, {
      type: 'annual',
      fromDate: '2042-03-03',
      toDate: '2042-03-03',
      reason: 'A private reason',
    });
    expect(asked.statusCode).toBe(201);
    const leaveId = createLeaveResponseSchema.parse(asked.json()).request._id;
    const decided = await call('POST', `/v2/leave/requests/${leaveId}/decision`, ADMIN, {
      decision: 'reject',
      note: 'A private note',
    });
    expect(decided.statusCode).toBe(200);
    const [requested] = (await eventsOf('leave.requested')).slice(-1);
    const [decision] = (await eventsOf('leave.decided')).slice(-1);
    expect(requested!.payload).toMatchObject({ leave: { id: leaveId, type: 'annual', status: 'pending' } });
    expect(decision!.payload).toMatchObject({ leave: { id: leaveId, status: 'rejected' } });
    expect(JSON.stringify([requested, decision])).not.toMatch(/private/i);

    const planned = await call('POST', `/v2/projects/${ATLAS}/sprints`, MANAGER, {
      name: 'Evented sprint',
      startDate: '2042-03-02',
      endDate: '2042-03-13',
    });
    expect(planned.statusCode).toBe(201);
    const sprintId = (planned.json() as { _id: string })._id;
    expect((await call('POST', `/v2/sprints/${sprintId}/start`, MANAGER, {})).statusCode).toBe(200);
    expect((await call('POST', `/v2/sprints/${sprintId}/close`, MANAGER, { unfinishedTo: 'backlog' })).statusCode).toBe(
      200,
    );
    expect((await eventsOf('sprint.started')).at(-1)).toMatchObject({
      project_id: ATLAS,
      payload: { sprint: { id: sprintId, name: 'Evented sprint', startDate: '2042-03-02' } },
    });
    expect((await eventsOf('sprint.closed')).at(-1)?.payload).toMatchObject({
      sprint: { id: sprintId, tasksTotal: 0, tasksCompleted: 0 },
    });
  });

  it('a write that fails records no event and sends nothing', async () => {
    await addWebhook({ events: ['task.created', 'feed.posted'] });
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM company_events');
    // the task's watchers are written after its event, in the same transaction: make that fail
    await server.db.query(`CREATE FUNCTION refuse_watchers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await server.db.query(
      'CREATE TRIGGER refuse_watchers BEFORE INSERT ON task_watchers FOR EACH ROW EXECUTE FUNCTION refuse_watchers()',
    );
    try {
      const failed = await call('POST', `/v2/projects/${ATLAS}/backlog`, MANAGER, {
        title: 'Never made',
        estimateHours: 1,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await server.db.query('DROP TRIGGER refuse_watchers ON task_watchers');
      await server.db.query('DROP FUNCTION refuse_watchers()');
    }
    // and straight: an event recorded in a transaction that is rolled back is gone with it
    await expect(
      server.db.orm.transaction(async (tx) => {
        await recordEvent(tx, { companyId: ACME, kind: 'feed.posted', actorId: null, payload: {} });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM company_events');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await deliverDue(server.app)).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });
});

it('forgets deliveries over for 30 days and the events no delivery needs, never a pending one', async () => {
  const { webhook } = await addWebhook();
  await post('Old and delivered');
  await deliverDue(server.app);
  receiver.respondWith(500);
  await post('Old and still retrying');
  await deliverDue(server.app);
  const old = new Date(server.app.now().getTime() - 31 * 24 * 3600_000).toISOString();
  await server.db.query('UPDATE webhook_deliveries SET created_at = $1 WHERE webhook_id = $2', [old, webhook._id]);
  await server.db.query(
    'UPDATE company_events SET created_at = $1 WHERE id IN (SELECT event_id FROM webhook_deliveries WHERE webhook_id = $2)',
    [old, webhook._id],
  );
  await pruneWebhookHistory(server.app);
  const kept = await log(webhook._id);
  expect(kept.map((delivery) => delivery.state)).toEqual(['pending']);
  const events = await server.db.query<{ payload: { post: { excerpt: string } } }>(
    'SELECT payload FROM company_events WHERE created_at = $1',
    [old],
  );
  expect(events.map((event) => event.payload.post.excerpt)).toEqual(['Old and still retrying']);
});

it('runs its worker inside the API process when the server is started with it, and stops it on close', async () => {
  const running = await createTestServer({ webhooks: { allowPrivateHosts: true, worker: true } });
  try {
    const response = await running.app.inject({
      method: 'POST',
      url: '/v2/company/webhooks',
      headers: await running.authHeaders(ADMIN),
      payload: { url: receiver.url('/worker'), events: ['feed.posted'] },
    });
    expect(response.statusCode).toBe(201);
    await running.app.inject({
      method: 'POST',
      url: '/v2/feeds',
      headers: await running.authHeaders(MEMBER),
      payload: { body: 'Sent by the timer' },
    });
    // no deliverDue() here: the server's own timer sends it within its 5-second tick (jest's timeout bounds it)
    await receiver.arrival('/worker');
    expect(receiver.received.filter((got) => got.path === '/worker')).toHaveLength(1);
  } finally {
    await running.close();
  }
}, 60_000);
