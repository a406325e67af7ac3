import {
  changeTaskStatusResponseSchema,
  epicListSchema,
  epicSchema,
  errorEnvelopeSchema,
  backlogPageSchema,
  sprintSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  taskPageSchema,
  taskSchema,
  taskStructureSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { eq } from 'drizzle-orm';
import { karmaAwards } from '../db/schema/karma.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile } from '../testing/uploads.js';

/**
 * Issue #49 (structure): subtasks and the completion rule, epics and their progress, and links between
 * tasks, with worked numbers. Rules in docs/projects.md#subtasks-epics-and-links.
 */

const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const managerId = seedId('user', 'acme', 1);
const memberId = seedId('user', 'acme', 2);
// Atlas and Beacon: managed by manager@, with member@ on the team
const ATLAS = seedId('project', 'acme', 'atlas');
const BEACON = seedId('project', 'acme', 'beacon');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authHeaders(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const errorOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());
/** A day `offset` days from the server's today. */
const day = (offset: number) => new Date(server.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function newSprint(projectId = ATLAS, name = 'Structure sprint') {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/sprints`, {
    name,
    startDate: day(0),
    endDate: day(4),
  });
  expect(response.statusCode).toBe(201);
  return sprintSchema.parse(response.json());
}
async function taskIn(sprintId: string, body: CreateTaskBody): Promise<Task> {
  const response = await call(MANAGER, 'POST', `/v2/sprints/${sprintId}/tasks`, body);
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function inBacklog(projectId: string, body: CreateTaskBody): Promise<Task> {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/backlog`, body);
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function subtask(parentId: string, body: CreateTaskBody, email = MANAGER) {
  return call(email, 'POST', `/v2/tasks/${parentId}/subtasks`, body);
}
async function task(id: string) {
  return taskDetailSchema.parse((await call(MANAGER, 'GET', `/v2/tasks/${id}`)).json()).task;
}
async function structure(id: string, email = MANAGER) {
  const response = await call(email, 'GET', `/v2/tasks/${id}/structure`);
  expect(response.statusCode).toBe(200);
  return taskStructureSchema.parse(response.json());
}
async function start(taskId: string, email = MANAGER) {
  expect((await call(email, 'POST', `/v2/tasks/${taskId}/status`, { status: 'in_progress' })).statusCode).toBe(200);
}
async function complete(taskId: string, actualHours: number, email = MANAGER, extra: object = {}) {
  return call(email, 'POST', `/v2/tasks/${taskId}/status`, {
    status: 'completed',
    actualHours,
    route: 'known',
    ...extra,
  });
}

describe('subtasks', () => {
  it('a parent completes only with its subtasks, and each item counts its own estimate once', async () => {
    const sprint = await newSprint();
    const parent = await taskIn(sprint._id, { title: 'Checkout', estimateHours: 8, assigneeId: memberId });
    const api = taskSchema.parse(
      (await subtask(parent._id, { title: 'Checkout API', estimateHours: 3, assigneeId: memberId })).json(),
    );
    const ui = taskSchema.parse(
      (await subtask(parent._id, { title: 'Checkout UI', estimateHours: 5, assigneeId: managerId })).json(),
    );
    const docs = taskSchema.parse((await subtask(parent._id, { title: 'Checkout docs', estimateHours: 2 })).json());
    // a subtask lives in its parent's sprint and names its parent
    expect(api).toMatchObject({ parentId: parent._id, sprintId: sprint._id, subtasks: { total: 0, completed: 0 } });
    expect((await task(parent._id)).subtasks).toEqual({ total: 3, completed: 0 });
    const tree = await structure(parent._id, MEMBER);
    expect(tree.subtasks.map((child) => [child.title, child.estimateHours, child.assignee?._id ?? null])).toEqual([
      ['Checkout API', 3, memberId],
      ['Checkout UI', 5, managerId],
      ['Checkout docs', 2, null],
    ]);
    expect(tree).toMatchObject({ parent: null, canAddSubtasks: false, canLink: true });
    expect((await structure(api._id)).parent).toEqual({ _id: parent._id, title: 'Checkout', status: 'not_started' });

    // one level only: a subtask takes no subtasks (409), and a member adds none (403)
    const deeper = await subtask(api._id, { title: 'Too deep', estimateHours: 1 });
    expect(deeper.statusCode).toBe(409);
    expect(errorOf(deeper).code).toBe('task.subtaskNoSubtasks');
    expect((await subtask(parent._id, { title: 'Member', estimateHours: 1 }, MEMBER)).statusCode).toBe(403);

    // started: committed = 8 + 3 + 5 + 2 = 18 (each item's own estimate; a parent's does not include its children's)
    const started = sprintSchema.parse((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).json());
    expect(started.snapshot.committedHours).toBe(18);

    // the member finishes the API part: 1 of 3
    await start(api._id, MEMBER);
    expect((await complete(api._id, 4, MEMBER)).statusCode).toBe(200);
    expect((await task(parent._id)).subtasks).toEqual({ total: 3, completed: 1 });

    // completing the parent with two open subtasks is refused, naming them, and nothing changes
    await start(parent._id, MEMBER);
    const refused = await complete(parent._id, 9, MANAGER);
    expect(refused.statusCode).toBe(409);
    const error = errorOf(refused);
    expect(error.code).toBe('task.openSubtasks');
    expect(error.message).toBe(
      'This task has 2 open subtasks: "Checkout UI", "Checkout docs". Complete them first, or complete them with it.',
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['subtasks.0', 'subtasks.1']);
    expect((await task(parent._id)).status).toBe('in_progress');

    // with the flag the open subtasks complete too: each its own estimate as actual hours, its karma its assignee's
    const done = await complete(parent._id, 9, MANAGER, { completeOpenSubtasks: true });
    expect(done.statusCode).toBe(200);
    expect(changeTaskStatusResponseSchema.parse(done.json()).task).toMatchObject({
      status: 'completed',
      actualHours: 9,
      subtasks: { total: 3, completed: 3 },
      karma: { points: 8, recipient: { _id: memberId } },
    });
    expect(await task(ui._id)).toMatchObject({ status: 'completed', actualHours: 5, assignee: { _id: managerId } });
    // Docs had nobody: the completer gets it, and its 2 points
    expect(await task(docs._id)).toMatchObject({ status: 'completed', actualHours: 2, assignee: { _id: managerId } });
    const awards = await server.db.orm.select().from(karmaAwards).where(eq(karmaAwards.taskId, docs._id));
    expect(awards.map((award) => [award.recipientId, Number(award.points)])).toEqual([[managerId, 2]]);

    // the sprint: completed 8 + 3 + 5 + 2 = 18 of 18, actual 9 + 4 + 5 + 2 = 20, score 100 — nothing twice
    const after = sprintSchema.parse((await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}`)).json());
    expect(after.snapshot).toMatchObject({ committedHours: 18, completedHours: 18, actualHours: 20, score: 100 });
    expect(after).toMatchObject({ tasksTotal: 4, tasksCompleted: 4 });
    // a completed parent takes no more subtasks
    expect((await subtask(parent._id, { title: 'Late', estimateHours: 1 })).statusCode).toBe(409);
  });

  it('subtasks follow their parent between the backlog and sprints, and never move alone', async () => {
    const sprint = await newSprint(ATLAS, 'Follow sprint');
    const parent = await inBacklog(ATLAS, { title: 'Search', estimateHours: 6 });
    const one = taskSchema.parse((await subtask(parent._id, { title: 'Search index', estimateHours: 2 })).json());
    const two = taskSchema.parse((await subtask(parent._id, { title: 'Search page', estimateHours: 3 })).json());
    expect(one.sprintId).toBeNull();

    const alone = await call(MANAGER, 'POST', `/v2/tasks/${one._id}/move`, { sprintId: sprint._id });
    expect(alone.statusCode).toBe(409);
    expect(errorOf(alone).code).toBe('task.subtaskFollowsParent');
    // ordering within its list is fine
    expect((await call(MANAGER, 'POST', `/v2/tasks/${two._id}/move`, { beforeId: one._id })).statusCode).toBe(200);

    expect((await call(MANAGER, 'POST', `/v2/tasks/${parent._id}/move`, { sprintId: sprint._id })).statusCode).toBe(
      200,
    );
    expect((await task(one._id)).sprintId).toBe(sprint._id);
    expect((await task(two._id)).sprintId).toBe(sprint._id);
    const history = taskHistoryListSchema.parse((await call(MANAGER, 'GET', `/v2/tasks/${one._id}/history`)).json());
    expect(history.items.map((entry) => [entry.field, entry.from, entry.to])).toEqual(
      expect.arrayContaining([
        ['sprint', 'Backlog', 'Follow sprint'],
        ['parent', null, 'Search'],
      ]),
    );

    // the bulk move: a subtask alone is refused (naming it), its parent brings it along
    const bulkAlone = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/tasks/bulk`, {
      action: 'move',
      taskIds: [one._id],
      sprintId: null,
    });
    expect(bulkAlone.statusCode).toBe(409);
    expect(errorOf(bulkAlone).details?.[0]?.field).toBe('taskIds.0');
    const bulk = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/tasks/bulk`, {
      action: 'move',
      taskIds: [parent._id],
      sprintId: null,
    });
    expect(bulk.statusCode).toBe(200);
    expect((await task(two._id)).sprintId).toBeNull();

    // deleting the parent deletes its open subtasks
    expect((await call(MANAGER, 'DELETE', `/v2/tasks/${parent._id}`)).statusCode).toBe(200);
    expect((await call(MANAGER, 'GET', `/v2/tasks/${one._id}`)).statusCode).toBe(404);
  });
});

describe('epics', () => {
  it('managers keep them; everyone on the project reads them; another company gets 404', async () => {
    const created = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/epics`, {
      name: 'Payments',
      description: 'Cards and invoices',
      colour: '#52C41A',
      targetDate: day(30),
    });
    expect(created.statusCode).toBe(201);
    const epic = epicSchema.parse(created.json());
    expect(epic).toMatchObject({ name: 'Payments', colour: '#52c41a', status: 'open', overdue: false });
    expect((await call(MEMBER, 'POST', `/v2/projects/${ATLAS}/epics`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call(MEMBER, 'PATCH', `/v2/epics/${epic._id}`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call(GLOBEX, 'GET', `/v2/epics/${epic._id}`)).statusCode).toBe(404);
    const list = epicListSchema.parse((await call(MEMBER, 'GET', `/v2/projects/${ATLAS}/epics`)).json());
    expect(list.canManage).toBe(false);
    expect(list.items.map((item) => item.name)).toContain('Payments');

    const bad = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/epics`, { name: ' ', colour: 'green' });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .details?.map((detail) => detail.field)
        .sort(),
    ).toEqual(['colour', 'name']);
    const control = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/epics`, { name: 'Bad\u0007name' });
    expect(errorOf(control).details?.[0]?.field).toBe('name');

    // overdue: open with its target date gone by; done is never overdue
    const late = epicSchema.parse(
      (await call(MANAGER, 'PATCH', `/v2/epics/${epic._id}`, { targetDate: day(-2) })).json(),
    );
    expect(late.overdue).toBe(true);
    const finished = epicSchema.parse(
      (await call(MANAGER, 'PATCH', `/v2/epics/${epic._id}`, { status: 'done' })).json(),
    );
    expect(finished.overdue).toBe(false);
  });

  it('progress counts every item once with its own estimate; the epic filters the lists', async () => {
    const epic = epicSchema.parse(
      (await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/epics`, { name: 'Onboarding' })).json(),
    );
    const sprint = await newSprint(ATLAS, 'Epic sprint');
    const a = await taskIn(sprint._id, { title: 'Welcome mail', estimateHours: 4, epicId: epic._id });
    const b = await taskIn(sprint._id, { title: 'Tour', estimateHours: 6 });
    const other = await taskIn(sprint._id, { title: 'Unrelated', estimateHours: 1 });
    // the epic reaches B and, through it, its subtask C
    const tagged = await call(MANAGER, 'PATCH', `/v2/tasks/${b._id}`, { epicId: epic._id });
    expect(tagged.statusCode).toBe(200);
    const c = taskSchema.parse((await subtask(b._id, { title: 'Tour copy', estimateHours: 2 })).json());
    expect(c.epic).toEqual({ _id: epic._id, name: 'Onboarding', colour: '#1677ff' });
    // a subtask's epic is its parent's
    const own = await call(MANAGER, 'PATCH', `/v2/tasks/${c._id}`, { epicId: null });
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).details?.[0]?.field).toBe('epicId');
    await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {});
    await start(a._id);
    expect((await complete(a._id, 3)).statusCode).toBe(200);

    // items 3 (A, B, C), done 1 (A); hours 4 + 6 + 2 = 12, done 4
    const progress = epicSchema.parse((await call(MEMBER, 'GET', `/v2/epics/${epic._id}`)).json()).progress;
    expect(progress).toEqual({ items: 3, itemsDone: 1, hours: 12, hoursDone: 4 });

    const filtered = taskPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all&epic=${epic._id}`)).json(),
    );
    expect(filtered.items.map((item) => item.title).sort()).toEqual(['Tour', 'Tour copy', 'Welcome mail']);
    const without = taskPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all&epic=none`)).json(),
    );
    expect(without.items.map((item) => item.title)).toEqual([other.title]);
    // with a filter as well, the page is built for its filters and keeps the epic (it listed every epic's tasks),
    // and so does the count of a page past the last
    const ofType = (page: number) =>
      `/v2/sprints/${sprint._id}/tasks?tab=all&epic=${epic._id}&type=task&page=${page}&perPage=10`;
    const tasksOfEpic = filtered.items
      .filter((item) => item.type === 'task')
      .map((item) => item.title)
      .sort();
    expect(tasksOfEpic.length).toBeGreaterThan(0);
    const typed = taskPageSchema.parse((await call(MANAGER, 'GET', ofType(1))).json());
    expect({ titles: typed.items.map((item) => item.title).sort(), total: typed.total }).toEqual({
      titles: tasksOfEpic,
      total: tasksOfEpic.length,
    });
    const pastTheLast = taskPageSchema.parse((await call(MANAGER, 'GET', ofType(3))).json());
    expect({ items: pastTheLast.items, total: pastTheLast.total }).toEqual({ items: [], total: tasksOfEpic.length });
    expect((await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all&epic=big`)).statusCode).toBe(400);
    const backlogTask = await inBacklog(ATLAS, { title: 'Backlog onboarding', estimateHours: 1, epicId: epic._id });
    const backlog = backlogPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/projects/${ATLAS}/backlog?epic=${epic._id}`)).json(),
    );
    expect(backlog.items.map((item) => item._id)).toEqual([backlogTask._id]);

    // an epic of another project is a 400 naming epicId
    const beaconEpic = epicSchema.parse(
      (await call(MANAGER, 'POST', `/v2/projects/${BEACON}/epics`, { name: 'Beacon epic' })).json(),
    );
    const wrong = await call(MANAGER, 'PATCH', `/v2/tasks/${other._id}`, { epicId: beaconEpic._id });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).details?.[0]?.field).toBe('epicId');

    // the history names the epic; deleting the epic clears it from its tasks
    const history = taskHistoryListSchema.parse((await call(MANAGER, 'GET', `/v2/tasks/${b._id}/history`)).json());
    expect(history.items[0]).toMatchObject({ field: 'epic', from: null, to: 'Onboarding' });
    expect((await call(MANAGER, 'DELETE', `/v2/epics/${epic._id}`)).statusCode).toBe(200);
    expect((await task(b._id)).epicId).toBeNull();
    expect((await task(c._id)).epicId).toBeNull();
    expect((await call(MANAGER, 'GET', `/v2/epics/${epic._id}`)).statusCode).toBe(404);
  });
});

describe('the sprint-plan import', () => {
  it("takes an optional epic column by name, refusing a name that is not one of the project's epics", async () => {
    const epic = epicSchema.parse(
      (await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/epics`, { name: 'Imports' })).json(),
    );
    const sprint = await newSprint(ATLAS, 'Import sprint');
    const file = () =>
      multipartFile(Buffer.from('title,estimateHours,epic\r\nImported A,2,imports\r\nImported B,1,Nope\r\n'), {
        filename: 'plan.csv',
        contentType: 'text/csv',
      });
    const upload = file();
    const response = await server.app.inject({
      method: 'POST',
      url: `/v2/sprints/${sprint._id}/tasks/import`,
      headers: { ...(await server.authHeaders(MANAGER)), ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as { created: number; rows: Array<{ errors: Array<{ field: string }> }> };
    expect(result.created).toBe(1);
    expect(result.rows[1]!.errors.map((error) => error.field)).toEqual(['epic']);
    const page = taskPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all&epic=${epic._id}`)).json(),
    );
    expect(page.items.map((item) => item.title)).toEqual(['Imported A']);
  });

  it('takes optional story points, refusing a row whose points are not in steps of 0.5; a change of points is in the history', async () => {
    const sprint = await newSprint(ATLAS, 'Points import sprint');
    const upload = multipartFile(
      Buffer.from('title,estimateHours,points\r\nPointed,2,3\r\nUnpointed,1,\r\nOdd,1,0.3\r\n'),
      { filename: 'plan.csv', contentType: 'text/csv' },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: `/v2/sprints/${sprint._id}/tasks/import`,
      headers: { ...(await server.authHeaders(MANAGER)), ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as { created: number; rows: Array<{ errors: Array<{ field: string }> }> };
    expect(result.created).toBe(2);
    expect(result.rows[2]!.errors.map((error) => error.field)).toEqual(['storyPoints']);
    const page = taskPageSchema.parse((await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all`)).json());
    const byTitle = new Map(page.items.map((item) => [item.title, item]));
    expect(byTitle.get('Pointed')?.storyPoints).toBe(3);
    expect(byTitle.get('Unpointed')?.storyPoints).toBeNull();

    const pointed = byTitle.get('Pointed')!;
    expect((await call(MANAGER, 'PATCH', `/v2/tasks/${pointed._id}`, { storyPoints: 5 })).statusCode).toBe(200);
    const history = taskHistoryListSchema.parse(
      (await call(MANAGER, 'GET', `/v2/tasks/${pointed._id}/history`)).json(),
    );
    expect(history.items.filter((entry) => entry.field === 'storyPoints')).toEqual([
      expect.objectContaining({ from: '3', to: '5' }),
    ]);
  });
});

describe('links', () => {
  it('are stored once and read from both ends; a blocked task counts its open blockers', async () => {
    const sprint = await newSprint(ATLAS, 'Link sprint');
    const a = await taskIn(sprint._id, { title: 'Schema', estimateHours: 2 });
    const b = await taskIn(sprint._id, { title: 'Migration', estimateHours: 3, assigneeId: memberId });
    const c = await taskIn(sprint._id, { title: 'Migration again', estimateHours: 1 });

    // B is blocked by A, said from B's side: stored as A blocks B
    const linked = await call(MEMBER, 'POST', `/v2/tasks/${b._id}/relations`, { kind: 'blocked_by', taskId: a._id });
    expect(linked.statusCode).toBe(201);
    expect(taskStructureSchema.parse(linked.json()).relations).toEqual([
      expect.objectContaining({ kind: 'blocked_by', task: { _id: a._id, title: 'Schema', status: 'not_started' } }),
    ]);
    expect((await structure(a._id)).relations.map((relation) => [relation.kind, relation.task.title])).toEqual([
      ['blocks', 'Migration'],
    ]);
    expect((await task(b._id)).blockedByCount).toBe(1);
    expect((await task(a._id)).blockedByCount).toBe(0);

    // C duplicates B
    expect(
      (await call(MANAGER, 'POST', `/v2/tasks/${c._id}/relations`, { kind: 'duplicates', taskId: b._id })).statusCode,
    ).toBe(201);
    expect((await structure(b._id)).relations.map((relation) => [relation.kind, relation.task.title])).toEqual([
      ['blocked_by', 'Schema'],
      ['duplicated_by', 'Migration again'],
    ]);

    // one link per pair, whichever end; no self-link; same project; another company's task is 404
    const twice = await call(MANAGER, 'POST', `/v2/tasks/${a._id}/relations`, { kind: 'relates', taskId: b._id });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('task.alreadyLinked');
    const self = await call(MANAGER, 'POST', `/v2/tasks/${a._id}/relations`, { kind: 'relates', taskId: a._id });
    expect(errorOf(self).details?.[0]?.field).toBe('taskId');
    const beaconTask = await inBacklog(BEACON, { title: 'Beacon task', estimateHours: 1 });
    const elsewhere = await call(MANAGER, 'POST', `/v2/tasks/${a._id}/relations`, {
      kind: 'relates',
      taskId: beaconTask._id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).details?.[0]?.field).toBe('taskId');
    const [globexTask] = await server.db.query<{ id: string }>(
      `SELECT t.id FROM tasks t JOIN companies c ON c.id = t.company_id WHERE c.slug = 'globex' LIMIT 1`,
    );
    expect(
      (await call(MANAGER, 'POST', `/v2/tasks/${a._id}/relations`, { kind: 'relates', taskId: globexTask!.id }))
        .statusCode,
    ).toBe(404);
    expect((await call(GLOBEX, 'GET', `/v2/tasks/${a._id}/structure`)).statusCode).toBe(404);
    // a member links only their own tasks
    expect(
      (await call(MEMBER, 'POST', `/v2/tasks/${a._id}/relations`, { kind: 'relates', taskId: c._id })).statusCode,
    ).toBe(403);

    // A completed: B is no longer blocked (the link stays)
    await start(a._id);
    await complete(a._id, 2);
    expect((await task(b._id)).blockedByCount).toBe(0);

    // removed from A's side, gone from both; both histories say so
    const relationId = (await structure(a._id)).relations[0]!._id;
    const removed = await call(MANAGER, 'DELETE', `/v2/tasks/${a._id}/relations/${relationId}`);
    expect(removed.statusCode).toBe(200);
    expect((await structure(b._id)).relations.map((relation) => relation.kind)).toEqual(['duplicated_by']);
    const history = taskHistoryListSchema.parse((await call(MANAGER, 'GET', `/v2/tasks/${b._id}/history`)).json());
    expect(history.items.filter((entry) => entry.field === 'relation').map((entry) => [entry.from, entry.to])).toEqual(
      expect.arrayContaining([
        [null, 'Is blocked by Schema'],
        [null, 'Is duplicated by Migration again'],
        ['Is blocked by Schema', null],
      ]),
    );
    expect((await call(MANAGER, 'DELETE', `/v2/tasks/${a._id}/relations/${relationId}`)).statusCode).toBe(404);
  });

  it('the project task search finds tasks to link by title', async () => {
    const response = await call(MEMBER, 'GET', `/v2/projects/${ATLAS}/tasks/search?search=migration`);
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as { items: Array<{ title: string }> }).items.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['Migration', 'Migration again']));
    expect((await call(GLOBEX, 'GET', `/v2/projects/${ATLAS}/tasks/search?search=a`)).statusCode).toBe(404);
  });
});
