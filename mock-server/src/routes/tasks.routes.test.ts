import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import {
  changeTaskStatusResponseSchema,
  errorEnvelopeSchema,
  feedPageSchema,
  notificationListSchema,
  sprintSchema,
  taskHelpersSchema,
  taskImportPreviewSchema,
  taskImportResultSchema,
  taskPageSchema,
  taskSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { karmaAwards } from '../db/schema/karma.js';
import { sprints, tasks } from '../db/schema/sprints.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { csvOfUrl, headerRowsOf, nextRateLimitWindow } from '../testing/csv-language.js';
import { multipartFile, zipBomb } from '../testing/uploads.js';

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const managerId = seedId('user', 'acme', 1);
const memberId = seedId('user', 'acme', 2);
// Atlas: managed by manager@acme, member@acme on its team
const ATLAS = seedId('project', 'acme', 'atlas');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // the server's day stands still, so the days the tests write are the days it means, even across midnight
  server.clock.freeze();
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(
  email: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const auth = email ? await server.authHeaders(email) : {};
  return server.app.inject({
    method,
    url,
    headers: { ...auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const errorOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());
const fieldsOf = (response: { json(): unknown }) => (errorOf(response).details ?? []).map((detail) => detail.field);
/** A day `offset` days from the server's today. */
const day = (offset: number) => new Date(server.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function newSprint() {
  const response = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/sprints`, {
    name: 'Task sprint',
    startDate: day(0),
    endDate: day(4),
  });
  expect(response.statusCode).toBe(201);
  return sprintSchema.parse(response.json());
}
async function newTask(sprintId: string, body: Partial<CreateTaskBody> = {}, email = MANAGER): Promise<Task> {
  const response = await call(email, 'POST', `/v2/sprints/${sprintId}/tasks`, {
    title: 'A task',
    estimateHours: 8,
    assigneeId: memberId,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function move(email: string, taskId: string, body: Record<string, unknown>) {
  return call(email, 'POST', `/v2/tasks/${taskId}/status`, body);
}
async function page(email: string, sprintId: string, query: string) {
  const response = await call(email, 'GET', `/v2/sprints/${sprintId}/tasks?${query}`);
  expect(response.statusCode).toBe(200);
  return taskPageSchema.parse(response.json());
}

describe('tasks: tabs per level', () => {
  it('gives members mine, others and open, and managers mine and all', async () => {
    const sprint = await newSprint();
    const mine = await newTask(sprint._id, { title: 'Member work' });
    const others = await newTask(sprint._id, { title: 'Manager work', assigneeId: managerId });
    const open = await newTask(sprint._id, { title: 'Nobody yet', assigneeId: null });
    const ids = (list: { items: Task[] }) => list.items.map((task) => task._id).sort();

    expect((await page(MEMBER, sprint._id, 'tab=mine')).tabs).toEqual(['mine', 'others', 'open']);
    expect(ids(await page(MEMBER, sprint._id, 'tab=mine'))).toEqual([mine._id]);
    expect(ids(await page(MEMBER, sprint._id, 'tab=others'))).toEqual([others._id]);
    expect(ids(await page(MEMBER, sprint._id, 'tab=open'))).toEqual([open._id]);
    const all = await page(MANAGER, sprint._id, 'tab=all');
    expect(all.tabs).toEqual(['mine', 'all']);
    expect(all.total).toBe(3);
    expect(ids(await page(MANAGER, sprint._id, 'tab=mine'))).toEqual([others._id]);

    expect(errorOf(await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all`)).details).toMatchObject([
      { field: 'tab', message: 'must be mine, others or open for your level' },
    ]);
    expect(fieldsOf(await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=open`))).toEqual(['tab']);
    expect((await call(GLOBEX, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all`)).statusCode).toBe(404);
  });

  it('pages on the server and searches the title and description', async () => {
    const sprint = await newSprint();
    for (let n = 1; n <= 12; n += 1)
      await newTask(sprint._id, { title: `Paged ${n}`, description: n === 7 ? 'about the ZEBRA crossing' : '' });
    const second = await page(MANAGER, sprint._id, 'tab=all&perPage=10&page=2');
    expect(second).toMatchObject({ total: 12, totalPages: 2, page: 2 });
    expect(second.items).toHaveLength(2);
    const found = await page(MANAGER, sprint._id, 'tab=all&search=zebra');
    expect(found.items.map((task) => task.title)).toEqual(['Paged 7']);
    // a page past the last tells the total of its tab and search; a tab or search with no task, 0
    const totals = async (email: string, query: string) => {
      const { items, total, totalPages } = await page(email, sprint._id, `perPage=10&${query}`);
      return { items: items.length, total, totalPages };
    };
    expect(await totals(MANAGER, 'tab=all&page=3')).toEqual({ items: 0, total: 12, totalPages: 2 });
    expect(await totals(MEMBER, 'tab=mine&page=5')).toEqual({ items: 0, total: 12, totalPages: 2 });
    expect(await totals(MANAGER, 'tab=all&page=2&search=zebra')).toEqual({ items: 0, total: 1, totalPages: 1 });
    expect(await totals(MANAGER, 'tab=all&page=2&search=paged%201')).toEqual({ items: 0, total: 4, totalPages: 1 });
    expect(await totals(MEMBER, 'tab=open&page=1')).toEqual({ items: 0, total: 0, totalPages: 0 });
    expect(await totals(MEMBER, 'tab=open&page=4')).toEqual({ items: 0, total: 0, totalPages: 0 });
    expect(await totals(MANAGER, 'tab=all&page=2&search=nothing%20like%20it')).toEqual({
      items: 0,
      total: 0,
      totalPages: 0,
    });
  });
});

describe('tasks: create, edit and delete', () => {
  it('lets managers plan tasks, and refuses members and bad input', async () => {
    const sprint = await newSprint();
    const task = await newTask(sprint._id, {
      title: 'Checkout page',
      description: 'Stripe',
      link: 'https://example.com/t/1',
      estimateHours: 5.5,
    });
    expect(task).toMatchObject({
      title: 'Checkout page',
      estimateHours: 5.5,
      status: 'not_started',
      assignee: { _id: memberId },
      canEdit: true,
      predictedDate: null,
    });

    expect(
      (await call(MEMBER, 'POST', `/v2/sprints/${sprint._id}/tasks`, { title: 'Mine', estimateHours: 2 })).statusCode,
    ).toBe(403);
    const bad = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks`, {
      title: ' ',
      estimateHours: -1,
      link: 'ftp://x',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['estimateHours', 'link', 'title']);
    const outsider = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks`, {
      title: 'x',
      estimateHours: 1,
      assigneeId: seedId('user', 'globex', 1),
    });
    expect(errorOf(outsider).details).toMatchObject([{ field: 'assigneeId', message: 'must be on the project team' }]);

    // the assignee hears about it
    const heard = notificationListSchema.parse((await call(MEMBER, 'GET', '/v2/notifications')).json());
    expect(
      heard.items.some((entry) => entry.kind === 'task_assigned' && entry.title === 'New task: Checkout page'),
    ).toBe(true);

    const edited = await call(MANAGER, 'PATCH', `/v2/tasks/${task._id}`, {
      title: 'Checkout page v2',
      estimateHours: 6,
    });
    expect(edited.statusCode).toBe(200);
    expect(taskSchema.parse(edited.json())).toMatchObject({ title: 'Checkout page v2', estimateHours: 6 });
    expect((await call(MEMBER, 'PATCH', `/v2/tasks/${task._id}`, { title: 'Hijack' })).statusCode).toBe(403);
    expect((await call(MANAGER, 'DELETE', `/v2/tasks/${task._id}`)).statusCode).toBe(200);
    expect((await call(MANAGER, 'PATCH', `/v2/tasks/${task._id}`, { title: 'Gone' })).statusCode).toBe(404);
  });

  it('edits a task until it is completed, answers 409 then, and once the sprint is closed', async () => {
    const sprint = await newSprint();
    const started = await newTask(sprint._id);
    const done = await newTask(sprint._id);
    expect((await move(MEMBER, started._id, { status: 'in_progress' })).statusCode).toBe(200);
    // issue #27: every field stays editable by its managers while the task is not completed
    expect(
      taskSchema.parse((await call(MANAGER, 'PATCH', `/v2/tasks/${started._id}`, { title: 'Still open' })).json()),
    ).toMatchObject({ title: 'Still open', canEdit: true });
    await move(MEMBER, done._id, { status: 'in_progress' });
    await move(MEMBER, done._id, { status: 'completed', actualHours: 3, route: 'known' });
    const edit = await call(MANAGER, 'PATCH', `/v2/tasks/${done._id}`, { title: 'Too late' });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toBe(
      'This task is completed: it is part of what its sprint delivered and can no longer be edited or deleted.',
    );
    expect((await call(MANAGER, 'DELETE', `/v2/tasks/${done._id}`)).statusCode).toBe(409);

    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    expect(
      (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' })).statusCode,
    ).toBe(200);
    const closedMessage = 'This sprint is closed: its tasks are part of its frozen snapshot and can no longer change.';
    const create = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks`, {
      title: 'After close',
      estimateHours: 1,
    });
    expect(create.statusCode).toBe(409);
    expect(errorOf(create).message).toBe(closedMessage);
    expect(errorOf(await call(MANAGER, 'PATCH', `/v2/tasks/${done._id}`, { title: 'After close' })).message).toBe(
      closedMessage,
    );
    // the unfinished one went back to the backlog, where it carries on
    expect(
      taskSchema.parse((await call(MANAGER, 'PATCH', `/v2/tasks/${started._id}`, { title: 'In the backlog' })).json()),
    ).toMatchObject({ sprintId: null, carriedFromSprintId: sprint._id });
  });

  it('lets a member take an open task once', async () => {
    const sprint = await newSprint();
    const open = await newTask(sprint._id, { assigneeId: null });
    expect(open.canAssignSelf).toBe(true);
    const taken = await call(MEMBER, 'POST', `/v2/tasks/${open._id}/assign-self`);
    expect(taken.statusCode).toBe(200);
    expect(taskSchema.parse(taken.json())).toMatchObject({
      assignee: { _id: memberId },
      canAssignSelf: false,
      nextStatuses: ['in_progress'],
    });
    expect((await call(MANAGER, 'POST', `/v2/tasks/${open._id}/assign-self`)).statusCode).toBe(409);
  });
});

describe('tasks: the status machine', () => {
  it('allows the flow, refuses the jumps, and lists helpers when stuck', async () => {
    const sprint = await newSprint();
    const task = await newTask(sprint._id);
    const jump = await move(MEMBER, task._id, { status: 'completed', actualHours: 4, route: 'known' });
    expect(jump.statusCode).toBe(409);
    expect(errorOf(jump).message).toBe('A task not started cannot become completed.');
    expect((await move(MEMBER, task._id, { status: 'stuck' })).statusCode).toBe(409);

    expect((await move(MEMBER, task._id, { status: 'in_progress' })).statusCode).toBe(200);
    const stuck = await move(MEMBER, task._id, { status: 'stuck' });
    expect(stuck.statusCode).toBe(200);
    const changed = changeTaskStatusResponseSchema.parse(stuck.json());
    expect(changed.task.nextStatuses).toEqual(['in_progress', 'completed']);
    // the helpers are the team but the assignee, each under 100 % this week
    expect(changed.helpers.map((helper) => helper._id)).not.toContain(memberId);
    // a member gets the names, not the allocation figures (docs/privacy.md); a manager gets both
    expect(changed.helpers.length).toBeGreaterThan(0);
    expect(changed.helpers.every((helper) => !('allocation' in helper))).toBe(true);
    const helpers = taskHelpersSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${task._id}/helpers`)).json());
    expect(helpers.items).toEqual(changed.helpers);
    const managed = taskHelpersSchema.parse((await call(ADMIN, 'GET', `/v2/tasks/${task._id}/helpers`)).json());
    expect(managed.items.map((helper) => helper._id)).toEqual(helpers.items.map((helper) => helper._id));
    expect(managed.items.every((helper) => typeof helper.allocation === 'number' && helper.allocation < 100)).toBe(
      true,
    );

    expect((await move(MEMBER, task._id, { status: 'in_progress' })).statusCode).toBe(200);
    const incomplete = await move(MEMBER, task._id, { status: 'completed' });
    expect(incomplete.statusCode).toBe(400);
    expect(fieldsOf(incomplete).sort()).toEqual(['actualHours', 'route']);
    expect(fieldsOf(await move(MEMBER, task._id, { status: 'completed', actualHours: 0, route: 'known' }))).toEqual([
      'actualHours',
    ]);
    expect((await move(MEMBER, task._id, { status: 'completed', actualHours: 7, route: 'known' })).statusCode).toBe(
      200,
    );
    expect((await move(MEMBER, task._id, { status: 'in_progress' })).statusCode).toBe(409);
  });

  it('lets level1 move only their own tasks, level2 those of projects they manage, level3 any', async () => {
    const sprint = await newSprint();
    const managers = await newTask(sprint._id, { assigneeId: managerId });
    const members = await newTask(sprint._id);
    const refused = await move(MEMBER, managers._id, { status: 'in_progress' });
    expect(refused.statusCode).toBe(403);
    expect(
      taskSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=others`)).json().items[0])
        .nextStatuses,
    ).toEqual([]);
    expect((await move(MANAGER, members._id, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await move(ADMIN, members._id, { status: 'stuck' })).statusCode).toBe(200);
    expect((await move(GLOBEX, members._id, { status: 'in_progress' })).statusCode).toBe(404);
  });
});

describe('tasks: karma', () => {
  async function completed(estimateHours: number, body: Record<string, unknown>) {
    const sprint = await newSprint();
    const task = await newTask(sprint._id, { estimateHours });
    await move(MEMBER, task._id, { status: 'in_progress' });
    const response = await move(MEMBER, task._id, { status: 'completed', actualHours: estimateHours + 1, ...body });
    expect(response.statusCode).toBe(200);
    return changeTaskStatusResponseSchema.parse(response.json()).task;
  }
  const awardsOf = (taskId: string) => server.db.orm.select().from(karmaAwards).where(eq(karmaAwards.taskId, taskId));

  it('keeps 8 points for 8 h on a known route, 9 for 6 h on a new one', async () => {
    const known = await completed(8, { route: 'known' });
    expect(known).toMatchObject({
      status: 'completed',
      actualHours: 9,
      route: 'known',
      karma: { points: 8, recipient: { _id: memberId }, earnedBy: { _id: memberId }, comment: '' },
    });
    const fresh = await completed(6, { route: 'new' });
    expect(fresh.karma?.points).toBe(9);
    const [award] = await awardsOf(fresh._id);
    expect(award).toMatchObject({ points: '9.00', earnedBy: memberId, recipientId: memberId });
  });

  it('recognises a peer: the peer gets the points, the feed a post, the peer a notification', async () => {
    const task = await completed(6, { route: 'new', recognisedPeerId: managerId, comment: 'Unblocked me on the API' });
    expect(task.karma).toMatchObject({
      points: 9,
      recipient: { _id: managerId },
      earnedBy: { _id: memberId },
      comment: 'Unblocked me on the API',
    });
    const feed = feedPageSchema.parse((await call(MEMBER, 'GET', '/v2/feeds')).json());
    const post = feed.items.find(
      (item) => item.kind === 'recognition' && item.body.includes('Unblocked me on the API'),
    );
    expect(post?.body).toMatch(/recognised .+ with 9 karma points: “Unblocked me on the API”/);
    const inbox = notificationListSchema.parse((await call(MANAGER, 'GET', '/v2/notifications')).json());
    expect(
      inbox.items.some(
        (entry) => entry.kind === 'recognition' && entry.title === 'You were recognised with 9 karma points',
      ),
    ).toBe(true);
  });

  it('posts fractional karma as awarded: 2.5 h on a new route is 3.75 points, in the feed too', async () => {
    const task = await completed(2.5, { route: 'new', recognisedPeerId: managerId, comment: 'Half a day of pairing' });
    expect(task.karma?.points).toBe(3.75);
    const feed = feedPageSchema.parse((await call(MEMBER, 'GET', '/v2/feeds')).json());
    const post = feed.items.find((item) => item.kind === 'recognition' && item.body.includes('Half a day of pairing'));
    expect(post?.body).toMatch(/recognised .+ with 3\.75 karma points: “Half a day of pairing”/);
    expect(post?.event).toMatchObject({ kind: 'recognition', points: 3.75 });
  });

  it('refuses a recognition without a comment or of someone outside the company, and never awards twice', async () => {
    const sprint = await newSprint();
    const task = await newTask(sprint._id);
    await move(MEMBER, task._id, { status: 'in_progress' });
    expect(
      fieldsOf(
        await move(MEMBER, task._id, {
          status: 'completed',
          actualHours: 2,
          route: 'known',
          recognisedPeerId: managerId,
        }),
      ),
    ).toEqual(['comment']);
    expect(
      fieldsOf(
        await move(MEMBER, task._id, {
          status: 'completed',
          actualHours: 2,
          route: 'known',
          recognisedPeerId: seedId('user', 'globex', 1),
          comment: 'x',
        }),
      ),
    ).toEqual(['recognisedPeerId']);
    expect(await awardsOf(task._id)).toHaveLength(0);
    expect((await move(MEMBER, task._id, { status: 'completed', actualHours: 2, route: 'known' })).statusCode).toBe(
      200,
    );
    expect((await move(MEMBER, task._id, { status: 'completed', actualHours: 2, route: 'new' })).statusCode).toBe(409);
    // even if the task is forced back by hand, the unique award stops a second one
    await server.db.orm.update(tasks).set({ status: 'in_progress' }).where(eq(tasks.id, task._id));
    const again = await move(MEMBER, task._id, { status: 'completed', actualHours: 2, route: 'new' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This task has already awarded its karma.');
    expect(await awardsOf(task._id)).toHaveLength(1);
    const [row] = await server.db.orm
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, task._id)));
    expect(row?.status).toBe('in_progress');
  });

  it("never changes a closed sprint's frozen snapshot", async () => {
    const sprint = await newSprint();
    const task = await newTask(sprint._id, { estimateHours: 4 });
    await move(MEMBER, task._id, { status: 'in_progress' });
    await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {});
    await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' });
    const [before] = await server.db.orm.select().from(sprints).where(eq(sprints.id, sprint._id));
    // completed later, in the backlog: the closed sprint's numbers stay as they were
    expect((await move(MEMBER, task._id, { status: 'completed', actualHours: 4, route: 'known' })).statusCode).toBe(
      200,
    );
    const [after] = await server.db.orm.select().from(sprints).where(eq(sprints.id, sprint._id));
    expect(after).toEqual(before);
  });
});

describe('tasks: ETA', () => {
  it('checks the dates and answers the predicted date', async () => {
    const sprint = await newSprint();
    const task = await newTask(sprint._id);
    const past = await call(MEMBER, 'PUT', `/v2/tasks/${task._id}/eta`, {
      optimisticDate: day(-3),
      conservativeDate: day(5),
    });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual(['optimisticDate']);
    const reversed = await call(MEMBER, 'PUT', `/v2/tasks/${task._id}/eta`, {
      optimisticDate: day(5),
      conservativeDate: day(2),
    });
    expect(errorOf(reversed).details).toMatchObject([
      { field: 'conservativeDate', message: 'must be on or after the optimistic date' },
    ]);
    expect(
      fieldsOf(
        await call(MEMBER, 'PUT', `/v2/tasks/${task._id}/eta`, { optimisticDate: 'soon', conservativeDate: day(2) }),
      ),
    ).toEqual(['optimisticDate']);

    const set = await call(MEMBER, 'PUT', `/v2/tasks/${task._id}/eta`, {
      optimisticDate: day(2),
      conservativeDate: day(11),
    });
    expect(set.statusCode).toBe(200);
    expect(taskSchema.parse(set.json())).toMatchObject({
      optimisticDate: day(2),
      conservativeDate: day(11),
      predictedDate: day(8),
    });
    const other = await newTask(sprint._id, { assigneeId: managerId });
    expect(
      (await call(MEMBER, 'PUT', `/v2/tasks/${other._id}/eta`, { optimisticDate: day(2), conservativeDate: day(3) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('tasks: sprint-plan import', () => {
  const csv = (lines: string[]) =>
    multipartFile(Buffer.from(lines.join('\r\n')), { filename: 'plan.csv', contentType: 'text/csv' });
  async function upload(
    sprintId: string,
    kind: 'import/preview' | 'import',
    file: ReturnType<typeof csv>,
    email = MANAGER,
  ) {
    return call(email, 'POST', `/v2/sprints/${sprintId}/tasks/${kind}`, file.payload, file.headers);
  }
  const count = async (sprintId: string) => (await page(MANAGER, sprintId, 'tab=all')).total;

  it('downloads a sample that imports as it is', async () => {
    const sprint = await newSprint();
    const sample = await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks/import-sample`);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toMatch(/^text\/csv/);
    expect(sample.body.split('\r\n')[0]).toBe(
      'title,description,link,activity,function,assigneeEmail,estimateHours,storyPoints,type,priority,labels,dueDate,epic',
    );
    const preview = taskImportPreviewSchema.parse(
      (await upload(sprint._id, 'import/preview', csv(sample.body.split('\r\n')))).json(),
    );
    expect(preview).toMatchObject({ validCount: 2, invalidCount: 0 });
    expect((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/tasks/import-sample`)).statusCode).toBe(403);
  });

  it("writes the sample in the reader's language, and a German or Arabic sample imports as the English one does", async () => {
    const sprint = await newSprint();
    const url = `/v2/sprints/${sprint._id}/tasks/import-sample`;
    const german =
      'Titel,Beschreibung,Link,Tätigkeit,Funktion,E-Mail der zuständigen Person,Schätzung (Stunden),Story Points,Typ,Priorität,Labels,Fälligkeitsdatum,Epic';
    const arabic =
      'العنوان,الوصف,الرابط,النشاط,الوظيفة,البريد الإلكتروني للمسؤول,التقدير (بالساعات),نقاط القصة,النوع,الأولوية,التصنيفات,تاريخ الاستحقاق,الملحمة';
    expect(await headerRowsOf(server, MANAGER, url)).toEqual({
      de: german,
      ar: arabic,
      browserDe: german,
      browserAr: arabic,
      browserFr:
        'title,description,link,activity,function,assigneeEmail,estimateHours,storyPoints,type,priority,labels,dueDate,epic',
    });
    const previewIn = async (language: string) => {
      const sample = await csvOfUrl(server, MANAGER, url, { 'accept-language': language });
      const preview = taskImportPreviewSchema.parse(
        (await upload(sprint._id, 'import/preview', csv(sample.split('\r\n')))).json(),
      );
      // the same rows but for the sample's own words (title and description)
      return {
        ...preview,
        rows: preview.rows.map((row) => ({ ...row, values: { ...row.values, title: '', description: '' } })),
      };
    };
    const english = await previewIn('en');
    expect(english).toMatchObject({ validCount: 2, invalidCount: 0 });
    expect(await previewIn('de')).toEqual(english);
    expect(await previewIn('ar')).toEqual(english);
    nextRateLimitWindow(server);
    // any of the three languages' headers, in any case and with spaces around
    const mixed = await upload(
      sprint._id,
      'import/preview',
      csv([' TITEL ,التقدير (بالساعات), Assignee Email', `Mixed headers,2.5,${MEMBER}`]),
    );
    expect(taskImportPreviewSchema.parse(mixed.json()).rows[0]).toMatchObject({
      values: { title: 'Mixed headers', estimateHours: '2.5', assigneeEmail: MEMBER },
      errors: [],
    });
    nextRateLimitWindow(server);
  });

  it("writes the sample's cells so that none runs as a formula in a spreadsheet", async () => {
    const sprint = await newSprint();
    const acme = seedId('company', 'acme');
    const [role] = await server.db.query<{ id: string }>(
      "INSERT INTO job_roles (company_id, name) VALUES ($1, '=1+1 role') RETURNING id",
      [acme],
    );
    await server.db.query("INSERT INTO activity_types (job_role_id, name) VALUES ($1, '@SUM(A1)')", [role!.id]);
    try {
      const sample = await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks/import-sample`);
      const cells = sample.body.split('\r\n')[1]!.split(',');
      expect(cells).toContain(`'@SUM(A1)`);
      expect(cells).toContain(`'=1+1 role`);
      expect(cells.every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
    } finally {
      await server.db.query('DELETE FROM activity_types WHERE job_role_id = $1', [role!.id]);
      await server.db.query('DELETE FROM job_roles WHERE id = $1', [role!.id]);
    }
  });

  it('previews a good file without saving, then imports it', async () => {
    const sprint = await newSprint();
    const file = csv([
      'Title,Description,Link,Activity,Function,Assignee email,Estimate hours',
      `API client,"Typed, with retries",,,,${MEMBER},4`,
      'Docs,,,,,,1.5',
    ]);
    const preview = await upload(sprint._id, 'import/preview', file);
    expect(preview.statusCode).toBe(200);
    expect(taskImportPreviewSchema.parse(preview.json())).toMatchObject({
      validCount: 2,
      invalidCount: 0,
      rows: [
        { row: 2, values: { title: 'API client', description: 'Typed, with retries' }, errors: [] },
        { row: 3, errors: [] },
      ],
    });
    expect(await count(sprint._id)).toBe(0);
    const result = taskImportResultSchema.parse((await upload(sprint._id, 'import', file)).json());
    expect(result.created).toBe(2);
    const all = await page(MANAGER, sprint._id, 'tab=all');
    expect(all.items.map((task) => [task.title, task.estimateHours, task.assignee?._id ?? null]).sort()).toEqual([
      ['API client', 4, memberId],
      ['Docs', 1.5, null],
    ]);
  });

  it('tells each assignee once about their imported tasks, and the importer not at all', async () => {
    const sprint = await newSprint();
    const inbox = async (email: string) =>
      notificationListSchema.parse((await call(email, 'GET', '/v2/notifications')).json());
    const before = { member: (await inbox(MEMBER)).total, manager: (await inbox(MANAGER)).total };
    const file = csv([
      'title,assigneeEmail,estimateHours',
      `Schema,${MEMBER},2`,
      `Migrations,${MEMBER},3`,
      `Review,${MANAGER},1`,
      'Open one,,1',
    ]);
    expect(taskImportResultSchema.parse((await upload(sprint._id, 'import', file)).json()).created).toBe(4);
    const member = await inbox(MEMBER);
    expect(member.total).toBe(before.member + 1);
    expect(member.items[0]).toMatchObject({
      kind: 'task_assigned',
      title: '2 new tasks: Schema and 1 more',
      link: `/data-list/view-all-tasks/${sprint._id}`,
    });
    expect(member.items[0]!.body).toContain(sprint.name);
    expect((await inbox(MANAGER)).total).toBe(before.manager);
  });

  it('reports each bad row and saves only the valid ones, in one go', async () => {
    const sprint = await newSprint();
    const file = csv([
      'title,description,link,activity,function,assigneeEmail,estimateHours',
      'Good one,,,,,,3',
      ',,,,,,2',
      'Bad estimate,,,,,,lots',
      `Stranger,,,,,nobody@nowhere.test,2`,
      'Odd activity,,,Juggling,,,2',
      'Odd function,,,,Astronaut,,2',
      `Outsider,,,,,${GLOBEX},1`,
    ]);
    const preview = taskImportPreviewSchema.parse((await upload(sprint._id, 'import/preview', file)).json());
    expect(preview.validCount).toBe(1);
    expect(preview.rows.map((row) => [row.row, row.errors.map((error) => error.field)])).toEqual([
      [2, []],
      [3, ['title']],
      [4, ['estimateHours']],
      [5, ['assigneeEmail']],
      [6, ['activity']],
      [7, ['function']],
      [8, ['assigneeEmail']],
    ]);
    expect(preview.rows[3]!.errors[0]).toMatchObject({
      code: 'field.assigneeNotPeer',
      message: 'is not a peer of your company: nobody@nowhere.test',
    });
    const result = taskImportResultSchema.parse((await upload(sprint._id, 'import', file)).json());
    expect(result).toMatchObject({ created: 1, validCount: 1, invalidCount: 6 });
    expect((await page(MANAGER, sprint._id, 'tab=all')).items.map((task) => task.title)).toEqual(['Good one']);
  });

  it('reads XLSX, refuses other files, and lets only managers import', async () => {
    const sprint = await newSprint();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Plan');
    sheet.addRow(['title', 'estimateHours', 'assigneeEmail']);
    sheet.addRow(['From Excel', 2, MEMBER]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = multipartFile(xlsx, {
      filename: 'plan.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const result = taskImportResultSchema.parse((await upload(sprint._id, 'import', file)).json());
    expect(result.created).toBe(1);

    const png = multipartFile(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), {
      filename: 'plan.csv',
      contentType: 'text/csv',
    });
    expect((await upload(sprint._id, 'import/preview', png)).statusCode).toBe(415);
    const headless = await upload(sprint._id, 'import/preview', csv(['name,hours', 'x,1']));
    expect(headless.statusCode).toBe(400);
    expect(fieldsOf(headless)).toEqual(['file']);
    expect((await upload(sprint._id, 'import', csv(['title,estimateHours', 'x,1']), MEMBER)).statusCode).toBe(403);
    expect(await count(sprint._id)).toBe(1);
  });

  const xlsxFile = (bytes: Buffer) =>
    multipartFile(bytes, {
      filename: 'plan.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  async function workbookOf(rows: unknown[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Plan');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('checks the rights before it reads an upload at all (issue #28)', async () => {
    const sprint = await newSprint();
    // not a readable workbook: reading it first would answer 415; the member has no right to send it
    const broken = xlsxFile(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(2000, 7)]));
    // a level2 peer who does not manage Atlas: past the level check, refused by the project's rights
    const [outsider] = await server.db.query<{ email: string }>(
      `SELECT u.email FROM users u WHERE u.company_id = $1 AND u.level = 'level2' AND u.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = $2 AND m.user_id = u.id AND m.role = 'manager') LIMIT 1`,
      [seedId('company', 'acme'), ATLAS],
    );
    expect((await upload(sprint._id, 'import/preview', broken, outsider!.email)).statusCode).toBe(403);
    expect((await upload(sprint._id, 'import', broken, outsider!.email)).statusCode).toBe(403);
  });

  it('refuses an XLSX that unpacks to more than 20 MB (a zip bomb) at once, and keeps answering others', async () => {
    const sprint = await newSprint();
    const bomb = zipBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const refused = await upload(sprint._id, 'import/preview', xlsxFile(bomb));
    expect(refused.statusCode).toBe(413);
    expect(fieldsOf(refused)).toEqual(['file']);
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await server.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('stops reading a long sheet after the rows an import may take', async () => {
    const sprint = await newSprint();
    const long = await workbookOf([
      ['title', 'estimateHours'],
      ...Array.from({ length: 3000 }, (_, n) => [`Task ${n}`, 1]),
    ]);
    const refused = await upload(sprint._id, 'import/preview', xlsxFile(long));
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).message).toBe(
      'The sheet has more than 500 rows; import at most 500 at a time.',
    );
  });
});
