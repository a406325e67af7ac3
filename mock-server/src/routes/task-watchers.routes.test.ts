import {
  bulkTasksResponseSchema,
  errorEnvelopeSchema,
  myWorkPageSchema,
  notificationListSchema,
  projectSchema,
  taskDetailSchema,
  taskSchema,
  taskWatchersSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { notifyWatchers } from '../services/tasks/task-watchers.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #49: watchers (automatic and by choice), their batched notifications, "My work", and the karma
 * rule for an unassigned task completed by someone outside the project's team. Seed people: Ada Admin
 * (level3), Max Manager (level2), Mia Member (level1).
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const adminId = seedId('user', 'acme', 0);
const managerId = seedId('user', 'acme', 1);
const memberId = seedId('user', 'acme', 2);
const companyId = seedId('company', 'acme');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authHeaders(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let made = 0;
async function newProject(memberIds: string[] = [memberId]) {
  made += 1;
  const response = await call(MANAGER, 'POST', '/v2/projects', {
    name: `Watch project ${made}`,
    status: 'in_progress',
    startDate: '2026-01-05',
    recurringMonths: 6,
    memberIds,
  });
  expect(response.statusCode).toBe(201);
  return projectSchema.parse(response.json());
}
async function newTask(projectId: string, body: Partial<CreateTaskBody> = {}): Promise<Task> {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/backlog`, {
    title: 'Build',
    estimateHours: 8,
    assigneeId: memberId,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function watchers(email: string, taskId: string) {
  const response = await call(email, 'GET', `/v2/tasks/${taskId}/watchers`);
  expect(response.statusCode).toBe(200);
  return taskWatchersSchema.parse(response.json());
}
/** The watch notifications about one task in someone's list, newest first. */
async function watchNotices(email: string, taskId: string) {
  const response = await call(email, 'GET', '/v2/notifications?perPage=40');
  return notificationListSchema
    .parse(response.json())
    .items.filter((item) => item.kind === 'watch' && item.link === `/data-list/view-task/${taskId}`);
}
const MINUTE = 60_000;
/** A task is started before it is completed (the status machine). */
async function complete(email: string, taskId: string, actualHours: number, route: 'known' | 'new') {
  await call(email, 'POST', `/v2/tasks/${taskId}/status`, { status: 'in_progress' });
  return call(email, 'POST', `/v2/tasks/${taskId}/status`, { status: 'completed', actualHours, route });
}

describe('watchers', () => {
  it('are the creator and the assignee at first, then commenters and the mentioned; anyone who sees the task may watch or unwatch', async () => {
    const project = await newProject();
    const task = await newTask(project._id);
    expect(task).toMatchObject({ watching: true, watcherCount: 2 });
    const first = await watchers(MEMBER, task._id);
    expect(first).toMatchObject({ watching: true, watcherCount: 2 });
    expect(first.items.map((item) => [item.name, item.reason])).toEqual([
      ['Max Manager', 'creator'],
      ['Mia Member', 'assignee'],
    ]);
    // the admin is outside the team but sees every project: a comment makes them a watcher
    expect((await call(ADMIN, 'POST', `/v2/tasks/${task._id}/comments`, { body: 'Looks good' })).statusCode).toBe(201);
    const afterComment = await watchers(ADMIN, task._id);
    expect(afterComment).toMatchObject({ watching: true, watcherCount: 3 });
    expect(afterComment.items.at(-1)).toMatchObject({ name: 'Ada Admin', reason: 'commenter' });
    // unwatching and watching again: the reason becomes "manual"; watching twice is no error
    const off = await call(ADMIN, 'DELETE', `/v2/tasks/${task._id}/watch`);
    expect(taskWatchersSchema.parse(off.json())).toMatchObject({ watching: false, watcherCount: 2 });
    await call(ADMIN, 'POST', `/v2/tasks/${task._id}/watch`);
    const on = await call(ADMIN, 'POST', `/v2/tasks/${task._id}/watch`);
    expect(on.statusCode).toBe(200);
    expect(taskWatchersSchema.parse(on.json()).items.at(-1)).toMatchObject({ _id: adminId, reason: 'manual' });
    // the task itself says so, for the caller
    const detail = taskDetailSchema.parse((await call(ADMIN, 'GET', `/v2/tasks/${task._id}`)).json());
    expect(detail.task).toMatchObject({ watching: true, watcherCount: 3 });
    const mine = taskDetailSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${task._id}`)).json());
    expect(mine.task).toMatchObject({ watching: true, watcherCount: 3 });
  });

  it('answers a caller who cannot see the task as reading it does: 403 off the project, 404 from another company', async () => {
    const project = await newProject([]);
    const task = await newTask(project._id, { assigneeId: null });
    for (const method of ['POST', 'DELETE'] as const) {
      const away = await call(MEMBER, method, `/v2/tasks/${task._id}/watch`);
      expect(away.statusCode).toBe(403);
      expect((await call(MEMBER, 'GET', `/v2/tasks/${task._id}`)).statusCode).toBe(403);
      expect((await call(GLOBEX, method, `/v2/tasks/${task._id}/watch`)).statusCode).toBe(404);
    }
    expect((await call(MEMBER, 'GET', `/v2/tasks/${task._id}/watchers`)).statusCode).toBe(403);
    expect((await call(GLOBEX, 'GET', `/v2/tasks/${task._id}/watchers`)).statusCode).toBe(404);
    const bad = await call(MANAGER, 'POST', '/v2/tasks/not-an-id/watch');
    expect(bad.statusCode).toBe(400);
    expect((await watchers(MANAGER, task._id)).watcherCount).toBe(1);
  });
});

describe('watch notifications', () => {
  it('fold the changes of one minute into one notification per watcher, never telling the actor', async () => {
    const project = await newProject();
    const task = await newTask(project._id, { title: 'Ship it' });
    // Mia (the assignee) starts it and comments within the minute: Max (the creator) gets one notification
    expect((await call(MEMBER, 'POST', `/v2/tasks/${task._id}/status`, { status: 'in_progress' })).statusCode).toBe(
      200,
    );
    server.clock.advance(20_000);
    await call(MEMBER, 'POST', `/v2/tasks/${task._id}/comments`, { body: 'Halfway there' });
    const folded = await watchNotices(MANAGER, task._id);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({
      titleCode: 'watch.changed',
      title: 'Mia Member changed the status and commented on Ship it',
      body: 'Status: in progress. Mia Member: Halfway there',
      read: false,
      params: expect.objectContaining({ what: 'status_comment', status: 'in_progress' }),
    });
    expect(await watchNotices(MEMBER, task._id)).toHaveLength(0);
    // a minute after the first, the completion is a notification of its own: who completed it, who got the points
    server.clock.advance(MINUTE);
    const done = await call(MEMBER, 'POST', `/v2/tasks/${task._id}/status`, {
      status: 'completed',
      actualHours: 7,
      route: 'known',
    });
    expect(done.statusCode).toBe(200);
    const after = await watchNotices(MANAGER, task._id);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      title: 'Mia Member completed Ship it',
      body: 'Completed by Mia Member: 8 karma points to Mia Member. ',
    });
  });

  it('tell the assignee when someone else completes their task, and who got the points', async () => {
    const project = await newProject();
    const task = await newTask(project._id, { title: 'Fix login', estimateHours: 4 });
    const done = await complete(ADMIN, task._id, 5, 'new');
    expect(done.statusCode).toBe(200);
    const told = await watchNotices(MEMBER, task._id);
    expect(told).toHaveLength(1);
    // 4 h on a new route: 4 × 1.5 = 6 points, the assignee's
    expect(told[0]).toMatchObject({
      title: 'Ada Admin completed Fix login',
      body: 'Completed by Ada Admin: 6 karma points to Mia Member. ',
      params: expect.objectContaining({ points: 6, pointsTo: 'Mia Member', completedBy: 'Ada Admin' }),
    });
    expect(await watchNotices(MANAGER, task._id)).toHaveLength(1);
    expect(await watchNotices(ADMIN, task._id)).toHaveLength(0);
  });

  it('stop for a watcher who lost access to the project', async () => {
    const project = await newProject();
    const task = await newTask(project._id, { title: 'Audit' });
    const left = await call(MANAGER, 'PATCH', `/v2/projects/${project._id}`, { memberIds: [] });
    expect(left.statusCode).toBe(200);
    await call(MANAGER, 'POST', `/v2/tasks/${task._id}/comments`, { body: 'Still on it?' });
    expect(await watchNotices(MEMBER, task._id)).toHaveLength(0);
    // nor is Mia listed or counted among the watchers any more
    expect((await watchers(MANAGER, task._id)).items.map((item) => item.name)).toEqual(['Max Manager']);
    // and the task drops out of her "My work"
    const work = myWorkPageSchema.parse((await call(MEMBER, 'GET', '/v2/me/work?kind=watching&perPage=40')).json());
    expect(work.items.map((item) => item._id)).not.toContain(task._id);
  });

  it('can be sent by the due-date writer through notifyWatchers, folded like the rest', async () => {
    const project = await newProject();
    const task = await newTask(project._id, { title: 'Plan' });
    const now = server.app.now();
    const told = await notifyWatchers({ orm: server.app.db.orm, companyId, actorId: managerId, now }, task._id, {
      kind: 'due-date',
      dueDate: '2026-12-18',
    });
    expect(told).toBe(1);
    const first = await watchNotices(MEMBER, task._id);
    expect(first[0]).toMatchObject({
      title: 'Max Manager changed the due date of Plan',
      body: 'Due 2026-12-18. ',
    });
    await notifyWatchers({ orm: server.app.db.orm, companyId, actorId: managerId, now }, task._id, {
      kind: 'due-date',
      dueDate: null,
    });
    const second = await watchNotices(MEMBER, task._id);
    expect(second).toHaveLength(1);
    expect(second[0]!.body).toBe('Due date removed. ');
    // the actor themself is never told
    expect(await watchNotices(MANAGER, task._id)).toHaveLength(0);
  });
});

describe('completing an unassigned task', () => {
  it('leaves it unassigned and earns nobody karma when the completer is outside the team; a team member takes it', async () => {
    const project = await newProject();
    const outside = await newTask(project._id, { title: 'Nobody', assigneeId: null, estimateHours: 2 });
    const byAdmin = await complete(ADMIN, outside._id, 2, 'known');
    expect(byAdmin.statusCode).toBe(200);
    const task = taskSchema.parse((byAdmin.json() as { task: unknown }).task);
    expect(task).toMatchObject({ status: 'completed', assignee: null, karma: null });
    const inside = await newTask(project._id, { title: 'Team', assigneeId: null, estimateHours: 2 });
    const byManager = await complete(MANAGER, inside._id, 2, 'known');
    const taken = taskSchema.parse((byManager.json() as { task: unknown }).task);
    expect(taken).toMatchObject({ assignee: { _id: managerId }, karma: { points: 2, recipient: { _id: managerId } } });
  });

  it('holds for the unassigned subtasks completed along with their parent', async () => {
    const project = await newProject();
    const parent = await newTask(project._id, { title: 'Parent', assigneeId: null, estimateHours: 4 });
    const child = await call(MANAGER, 'POST', `/v2/tasks/${parent._id}/subtasks`, {
      title: 'Child',
      estimateHours: 3,
    });
    expect(child.statusCode).toBe(201);
    const childId = taskSchema.parse(child.json())._id;
    await call(ADMIN, 'POST', `/v2/tasks/${parent._id}/status`, { status: 'in_progress' });
    const byAdmin = await call(ADMIN, 'POST', `/v2/tasks/${parent._id}/status`, {
      status: 'completed',
      actualHours: 4,
      route: 'known',
      completeOpenSubtasks: true,
    });
    expect(byAdmin.statusCode).toBe(200);
    const done = taskDetailSchema.parse((await call(MANAGER, 'GET', `/v2/tasks/${childId}`)).json());
    expect(done.task).toMatchObject({ status: 'completed', assignee: null, karma: null });
  });
});

describe('bulk edit with completed tasks selected', () => {
  it('names every completed task and changes nothing', async () => {
    const project = await newProject();
    const open = await newTask(project._id, { title: 'Open one' });
    const doneA = await newTask(project._id, { title: 'Done A' });
    const doneB = await newTask(project._id, { title: 'Done B' });
    for (const task of [doneA, doneB]) {
      expect((await complete(MEMBER, task._id, 1, 'known')).statusCode).toBe(200);
    }
    const response = await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
      action: 'assign',
      taskIds: [open._id, doneA._id, doneB._id],
      assigneeId: managerId,
    });
    expect(response.statusCode).toBe(409);
    const error = errorEnvelopeSchema.parse(response.json());
    expect(error.details).toEqual([
      expect.objectContaining({ field: 'taskIds.1', message: 'Done A is completed' }),
      expect.objectContaining({ field: 'taskIds.2', message: 'Done B is completed' }),
    ]);
    const still = taskDetailSchema.parse((await call(MANAGER, 'GET', `/v2/tasks/${open._id}`)).json());
    expect(still.task.assignee?._id).toBe(memberId);
    bulkTasksResponseSchema.parse(
      (
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
          action: 'assign',
          taskIds: [open._id],
          assigneeId: managerId,
        })
      ).json(),
    );
  });
});

describe('GET /v2/me/work', () => {
  it('lists the assigned, watched and mentioning tasks of the projects the caller sees, paged', async () => {
    const project = await newProject();
    const mine = await newTask(project._id, { title: 'Mine' });
    const watched = await newTask(project._id, { title: 'Watched', assigneeId: null });
    await call(MEMBER, 'POST', `/v2/tasks/${watched._id}/watch`);
    const mentioned = await newTask(project._id, { title: 'Mentioned', assigneeId: null });
    await call(MANAGER, 'POST', `/v2/tasks/${mentioned._id}/comments`, { body: '@Mia look', mentionIds: [memberId] });
    const page = async (query: string) => {
      const response = await call(MEMBER, 'GET', `/v2/me/work?${query}`);
      expect(response.statusCode).toBe(200);
      return myWorkPageSchema.parse(response.json());
    };
    const assigned = await page('kind=assigned&perPage=40');
    expect(assigned.items.find((item) => item._id === mine._id)).toMatchObject({
      title: 'Mine',
      status: 'not_started',
      project: { _id: project._id, name: project.name },
      sprint: null,
      assignee: { _id: memberId },
    });
    expect(assigned.items.map((item) => item._id)).not.toContain(watched._id);
    const watching = await page('kind=watching&perPage=40');
    expect(watching.items.map((item) => item._id)).toEqual(
      expect.arrayContaining([mine._id, watched._id, mentioned._id]),
    );
    const mentions = await page('kind=mentioned&perPage=40');
    expect(mentions.items.map((item) => item._id)).toContain(mentioned._id);
    expect(mentions.items.map((item) => item._id)).not.toContain(mine._id);
    // paged and bounded: 10 a page at most 40
    const small = await page('kind=watching&perPage=10&page=1');
    expect(small).toMatchObject({ perPage: 10, page: 1, total: watching.total });
    const bad = await call(MEMBER, 'GET', '/v2/me/work?kind=everything');
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]).toMatchObject({ field: 'kind' });
    expect((await call(MEMBER, 'GET', '/v2/me/work?perPage=500')).statusCode).toBe(400);
    // past the last page: no items, the total still told
    const past = await page('kind=mentioned&page=50');
    expect(past).toMatchObject({ items: [], total: mentions.total });
    for (const kind of ['assigned', 'watching'] as const) {
      const whole = await page(`kind=${kind}&perPage=40`);
      const beyond = await page(`kind=${kind}&perPage=10&page=${Math.ceil(whole.total / 10) + 1}`);
      expect(beyond).toMatchObject({ items: [], total: whole.total, totalPages: Math.ceil(whole.total / 10) });
    }
    // a later page holds the next of the whole list, in its order
    const all = await page('kind=watching&perPage=40');
    const second = await page('kind=watching&perPage=10&page=2');
    expect(second.items.map((item) => item._id)).toEqual(all.items.slice(10, 20).map((item) => item._id));
    expect(second.total).toBe(all.total);
  });

  it('answers a kind with no task as an empty page with a total of 0', async () => {
    const response = await call(GLOBEX, 'GET', '/v2/me/work?kind=mentioned&page=1');
    expect(response.statusCode).toBe(200);
    expect(myWorkPageSchema.parse(response.json())).toMatchObject({ items: [], total: 0, totalPages: 0, page: 1 });
  });
});
