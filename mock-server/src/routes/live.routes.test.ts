import type { AddressInfo } from 'node:net';
import { errorEnvelopeSchema, liveTicketSchema } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { recordEvent } from '../services/webhooks/company-events.js';
import { eventually } from '../testing/eventually.js';
import { isReady, openSseReader, type SseReader } from '../testing/sse-reader.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const ACME = seedId('company', 'acme');
const GLOBEX_COMPANY = seedId('company', 'globex');
const ATLAS = seedId('project', 'acme', 'atlas');
const COBALT = seedId('project', 'acme', 'cobalt');
const managerId = seedId('user', 'acme', 1);
const memberId = seedId('user', 'acme', 2);

type Reader = SseReader;

describe('live stream', () => {
  let server: TestServer;
  let base: string;
  const readers: Reader[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(async () => {
    await server.close();
  });

  const ticketFor = async (authorization: string) => {
    const response = await fetch(`${base}/v2/events/ticket`, { method: 'POST', headers: { authorization } });
    expect(response.status).toBe(201);
    return liveTicketSchema.parse(await response.json()).ticket;
  };

  const open = async (ticket: string, lastEventId?: string): Promise<Reader> => {
    const reader = await openSseReader(base, ticket, lastEventId);
    readers.push(reader);
    return reader;
  };

  const ready = isReady;

  const event = (companyId: string, projectId: string | null, title: string) =>
    server.db.orm.transaction((tx) =>
      recordEvent(tx, {
        companyId,
        kind: 'task.updated',
        actorId: null,
        projectId,
        taskId: seedId('task', title),
        payload: { task: { id: seedId('task', title), title, status: 'in_progress' } },
      }),
    );

  /**
   * Writes a notification for `email` and waits until their stream has it. The hub reads the outbox in order,
   * so by then everything written before it has reached the stream or been passed over: what is not there
   * will not come, without waiting for time to pass.
   */
  const caughtUp = async (reader: Reader, email: string) => {
    const [user] = await server.db.query<{ id: string; company_id: string }>(
      'SELECT id, company_id FROM users WHERE email = $1',
      [email],
    );
    const notes = () => reader.changes().filter((change) => change.kind === 'notification.created').length;
    const before = notes();
    await server.db.orm.transaction((tx) =>
      recordEvent(tx, {
        companyId: user!.company_id,
        kind: 'notification.created',
        actorId: null,
        payload: { recipient: { id: user!.id } },
      }),
    );
    await reader.waitFor(() => notes() > before);
  };

  it('tells each listener of the changes they may read: their projects, their company', async () => {
    const member = await open(await ticketFor((await server.authHeaders(MEMBER)).authorization));
    const manager = await open(await ticketFor((await server.authHeaders(MANAGER)).authorization));
    const globex = await open(await ticketFor((await server.authHeaders(GLOBEX)).authorization));
    await Promise.all([member, manager, globex].map((reader) => reader.waitFor(ready)));
    expect(member.status).toBe(200);

    // a real write through the API: the manager moves a task of Atlas (the member is on it)
    const created = await server.app.inject({
      method: 'POST',
      url: `/v2/projects/${ATLAS}/backlog`,
      headers: await server.authHeaders(MANAGER),
      payload: { title: 'Streamed task', estimateHours: 1 },
    });
    expect(created.statusCode).toBe(201);
    const taskId = (created.json() as { _id: string })._id;
    await event(ACME, COBALT, 'cobalt secret');
    await event(GLOBEX_COMPANY, null, 'globex news');
    const moved = await server.app.inject({
      method: 'POST',
      url: `/v2/tasks/${taskId}/status`,
      headers: await server.authHeaders(MANAGER),
      payload: { status: 'in_progress' },
    });
    expect(moved.statusCode).toBe(200);

    // ordered within the backlog: the stream tells of moves that change no status too
    const reordered = await server.app.inject({
      method: 'POST',
      url: `/v2/tasks/${taskId}/move`,
      headers: await server.authHeaders(MANAGER),
      payload: {},
    });
    expect(reordered.statusCode).toBe(200);

    await member.waitFor(() => member.changes().some((change) => change.kind === 'task.moved'));
    const seen = member.changes();
    expect(seen.map((change) => change.kind)).toEqual(['task.created', 'task.status_changed', 'task.moved']);
    expect(seen[2]).toMatchObject({ taskId, projectId: ATLAS, sprintId: null, fromSprintId: null });
    expect(seen[1]).toMatchObject({
      projectId: ATLAS,
      taskId,
      actor: { _id: managerId, name: 'Max Manager' },
      task: { title: 'Streamed task', status: 'in_progress' },
    });
    // ids only: no payload besides the title and status of a task the member sees
    expect(Object.keys(seen[1]!).sort()).toEqual(
      [
        'actor',
        'at',
        'fromSprintId',
        'id',
        'kind',
        'leaveRequestId',
        'postId',
        'projectId',
        'sprintId',
        'task',
        'taskId',
      ].sort(),
    );
    // the manager (level2, not on Cobalt) neither; another company hears nothing of Acme
    await manager.waitFor(() => manager.changes().some((change) => change.kind === 'task.moved'));
    await caughtUp(globex, GLOBEX);
    expect(member.changes().some((change) => change.projectId === COBALT)).toBe(false);
    expect(manager.changes().some((change) => change.projectId === COBALT)).toBe(false);
    expect(globex.changes().map((change) => change.kind)).toEqual(['notification.created']);
  });

  it('resumes after Last-Event-ID without loss, and asks for a full refetch when the id is too old', async () => {
    const authorization = (await server.authHeaders(MEMBER)).authorization;
    const first = await open(await ticketFor(authorization));
    await first.waitFor(ready);
    await event(ACME, ATLAS, 'before the drop');
    await first.waitFor(() => first.changes().length === 1);
    const lastId = first.changes()[0]!.id;
    first.close();
    await event(ACME, ATLAS, 'missed one');
    await event(ACME, COBALT, 'never for the member');
    await event(ACME, ATLAS, 'missed two');

    const again = await open(await ticketFor(authorization), lastId);
    await again.waitFor(ready);
    expect(again.changes().map((change) => change.task?.title)).toEqual(['missed one', 'missed two']);
    expect(again.received.some((entry) => entry.event === 'reset')).toBe(false);

    // past the five minutes the stream keeps: the client is told to refetch everything
    await server.db.orm.transaction((tx) =>
      recordEvent(tx, {
        companyId: ACME,
        kind: 'task.updated',
        actorId: null,
        projectId: ATLAS,
        payload: {},
        at: new Date(server.app.now().getTime() - 10 * 60_000),
      }),
    );
    const old = await open(await ticketFor(authorization), '1');
    await old.waitFor(ready);
    expect(old.received.some((entry) => entry.event === 'reset')).toBe(true);
  });

  it('ends the stream within seconds of its session being revoked', async () => {
    const login = await server.login(MEMBER);
    const stream = await open(await ticketFor(`Bearer ${login.token}`));
    await stream.waitFor(ready);
    const out = await server.app.inject({
      method: 'POST',
      url: '/v2/auth/logout',
      payload: { refreshToken: login.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    await stream.waitFor((received) => received.some((entry) => entry.event === 'end'), 5000);
    await stream.waitFor(() => stream.ended(), 2000);
  });

  it("ends a peer's stream within seconds of their deactivation", async () => {
    const [peer] = await server.db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = $1', [
      seedId('user', 'acme', 4),
    ]);
    const login = await server.login(peer!.email);
    const stream = await open(await ticketFor(`Bearer ${login.token}`));
    await stream.waitFor(ready);
    const admin = await server.authHeaders('admin@acme.test');
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/v2/peers/${peer!.id}`, headers: admin })).statusCode,
    ).toBe(200);
    await stream.waitFor((received) => received.some((entry) => entry.event === 'end'), 5000);
    expect(
      (await server.app.inject({ method: 'POST', url: `/v2/peers/${peer!.id}/restore`, headers: admin })).statusCode,
    ).toBe(200);
  });

  it('refuses a bad, used or foreign ticket with 401 and the error envelope', async () => {
    const authorization = (await server.authHeaders(MEMBER)).authorization;
    const bad = await fetch(`${base}/v2/events/stream?ticket=nonsense`);
    expect(bad.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await bad.json()).code).toBe('liveStream.ticketInvalid');

    const ticket = await ticketFor(authorization);
    const used = await open(ticket);
    await used.waitFor(ready);
    const twice = await fetch(`${base}/v2/events/stream?ticket=${ticket}`);
    expect(twice.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await twice.json()).code).toBe('liveStream.ticketInvalid');

    // the access token itself is not a ticket
    const token = authorization.slice('Bearer '.length);
    const asTicket = await fetch(`${base}/v2/events/stream?ticket=${token}`);
    expect(asTicket.status).toBe(401);

    const missing = await fetch(`${base}/v2/events/stream`);
    expect(missing.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await missing.json()).details?.[0]?.field).toBe('ticket');

    const unsigned = await fetch(`${base}/v2/events/ticket`, { method: 'POST' });
    expect(unsigned.status).toBe(401);
  });

  it('tells a person of their own notifications only', async () => {
    const member = await open(await ticketFor((await server.authHeaders(MEMBER)).authorization));
    const manager = await open(await ticketFor((await server.authHeaders(MANAGER)).authorization));
    await Promise.all([member.waitFor(ready), manager.waitFor(ready)]);
    await server.db.orm.transaction((tx) =>
      recordEvent(tx, {
        companyId: ACME,
        kind: 'notification.created',
        actorId: null,
        payload: { recipient: { id: memberId } },
      }),
    );
    await member.waitFor(() => member.changes().some((change) => change.kind === 'notification.created'));
    // the manager hears of a task of Atlas written after it: by then the member's notification has passed them
    await event(ACME, ATLAS, 'after the notification');
    await manager.waitFor(() => manager.changes().some((change) => change.task?.title === 'after the notification'));
    expect(manager.changes().some((change) => change.kind === 'notification.created')).toBe(false);
  });
  it('refuses a person a stream beyond their tenth with 429 liveStream.tooMany, and frees the place when one closes', async () => {
    const authorization = (await server.authHeaders(MANAGER)).authorization;
    const held = await Promise.all(Array.from({ length: 10 }, async () => open(await ticketFor(authorization))));
    await Promise.all(held.map((reader) => reader.waitFor(ready)));
    const over = await fetch(`${base}/v2/events/stream?ticket=${await ticketFor(authorization)}`);
    expect(over.status).toBe(429);
    const refusal = errorEnvelopeSchema.parse(await over.json());
    expect(refusal.code).toBe('liveStream.tooMany');
    expect(refusal.message).toContain('10');
    // someone else is not counted with them
    const other = await open(await ticketFor((await server.authHeaders(MEMBER)).authorization));
    await other.waitFor(ready);

    // the server hears of the closed connection when its socket does: ask until the place is free
    held[0]!.close();
    const again = await eventually(
      async () => {
        const reader = await open(await ticketFor(authorization));
        return reader.status !== 429 && reader;
      },
      { describe: () => 'a free place after a stream closed' },
    );
    expect(again.status).toBe(200);
    await again.waitFor(ready);
  });

  /** A level1 peer of Acme on none of the projects of the member and of Atlas: hears of neither. */
  const outsider = async () => {
    const [row] = await server.db.query<{ email: string }>(
      `SELECT u.email FROM users u
        WHERE u.company_id = $1 AND u.level = 'level1' AND u.id <> $2 AND u.is_active AND u.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM project_members pm WHERE pm.user_id = u.id AND (pm.project_id = $3
            OR pm.project_id IN (SELECT project_id FROM project_members WHERE user_id = $2)))
        ORDER BY u.email LIMIT 1`,
      [ACME, memberId, ATLAS],
    );
    expect(row).toBeDefined();
    return row!.email;
  };

  it("tells of a comment's edit and deletion those who see the task, and no one else", async () => {
    const stranger = await outsider();
    const member = await open(await ticketFor((await server.authHeaders(MEMBER)).authorization));
    const other = await open(await ticketFor((await server.authHeaders(stranger)).authorization));
    await Promise.all([member.waitFor(ready), other.waitFor(ready)]);
    const headers = await server.authHeaders(MANAGER);
    const created = await server.app.inject({
      method: 'POST',
      url: `/v2/projects/${ATLAS}/backlog`,
      headers,
      payload: { title: 'Commented task', estimateHours: 1 },
    });
    const taskId = (created.json() as { _id: string })._id;
    const comment = await server.app.inject({
      method: 'POST',
      url: `/v2/tasks/${taskId}/comments`,
      headers,
      payload: { body: 'First words', mentionIds: [] },
    });
    expect(comment.statusCode).toBe(201);
    const commentId = (comment.json() as { _id: string })._id;
    const edited = await server.app.inject({
      method: 'PATCH',
      url: `/v2/task-comments/${commentId}`,
      headers,
      payload: { body: 'Better words', mentionIds: [] },
    });
    expect(edited.statusCode).toBe(200);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/v2/task-comments/${commentId}`, headers });
    expect(deleted.statusCode).toBeLessThan(300);

    await member.waitFor(() => member.changes().some((change) => change.kind === 'task.comment_deleted'));
    const onTask = member.changes().filter((change) => change.taskId === taskId);
    expect(onTask.map((change) => change.kind)).toEqual([
      'task.created',
      'task.commented',
      'task.comment_edited',
      'task.comment_deleted',
    ]);
    expect(onTask[2]).toMatchObject({
      projectId: ATLAS,
      actor: { _id: managerId },
      task: { title: 'Commented task', status: null },
    });
    // never the comment's words
    expect(JSON.stringify(member.received)).not.toContain('words');
    await caughtUp(other, stranger);
    expect(other.changes().filter((change) => change.taskId === taskId)).toEqual([]);
  });

  it('tells of a cancelled leave request the person and those who may approve it, no one else', async () => {
    const stranger = await outsider();
    const readers = {
      member: await open(await ticketFor((await server.authHeaders(MEMBER)).authorization)),
      admin: await open(await ticketFor((await server.authHeaders('admin@acme.test')).authorization)),
      manager: await open(await ticketFor((await server.authHeaders(MANAGER)).authorization)),
      stranger: await open(await ticketFor((await server.authHeaders(stranger)).authorization)),
    };
    await Promise.all(Object.values(readers).map((reader) => reader.waitFor(ready)));
    const headers = await server.authHeaders(MEMBER);
    const asked = await server.app.inject({
      method: 'POST',
      url: '/v2/leave/requests',
      headers,
      payload: { type: 'other', fromDate: '2043-10-07', toDate: '2043-10-07', reason: 'a private reason' },
    });
    expect(asked.statusCode).toBe(201);
    const leaveId = (asked.json() as { request: { _id: string } }).request._id;
    const cancelled = await server.app.inject({ method: 'POST', url: `/v2/leave/requests/${leaveId}/cancel`, headers });
    expect(cancelled.statusCode).toBe(200);
    // the manager may approve the member's leave (level2 managing a project the member is on)
    const approvable = await server.db.query<{ yes: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM project_members managed JOIN project_members mate ON mate.project_id = managed.project_id
        WHERE managed.user_id = $1 AND managed.role = 'manager' AND mate.user_id = $2) AS yes`,
      [managerId, memberId],
    );
    expect(approvable[0]!.yes).toBe(true);

    const kinds = (reader: Reader) =>
      reader
        .changes()
        .filter((change) => change.leaveRequestId === leaveId)
        .map((change) => change.kind);
    for (const reader of [readers.member, readers.admin, readers.manager]) {
      await reader.waitFor(() => kinds(reader).includes('leave.cancelled'));
      expect(kinds(reader)).toEqual(['leave.requested', 'leave.cancelled']);
    }
    const heard = readers.admin.changes().find((change) => change.kind === 'leave.cancelled')!;
    expect(heard).toMatchObject({ actor: { _id: memberId }, projectId: null, taskId: null, task: null });
    expect(JSON.stringify(readers.admin.received)).not.toContain('private');
    await caughtUp(readers.stranger, stranger);
    expect(kinds(readers.stranger)).toEqual([]);
  });
});
