import {
  backlogPageSchema,
  bulkTasksResponseSchema,
  errorEnvelopeSchema,
  mainSearchResponseSchema,
  managedOptionListsSchema,
  optionItemSchema,
  optionsResponseSchema,
  projectSchema,
  sprintSchema,
  taskHistoryListSchema,
  taskImportPreviewSchema,
  taskImportResultSchema,
  taskPageSchema,
  taskSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile } from '../testing/uploads.js';

/**
 * Issue #49, work item fields: a task's type, priority, due date and labels (the company's list, managed in
 * the settings like the other option lists), their filters, bulk edits, history, import and search.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const memberId = seedId('user', 'acme', 2);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(
  email: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method,
    url,
    headers: { ...(await server.authHeaders(email)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const errorOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());
const fieldsOf = (response: { json(): unknown }) => (errorOf(response).details ?? []).map((detail) => detail.field);
const isoDay = (offset: number) =>
  new Date(server.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let made = 0;
async function newProject() {
  made += 1;
  const response = await call(MANAGER, 'POST', '/v2/projects', {
    name: `Fields project ${made}`,
    status: 'in_progress',
    startDate: '2026-01-05',
    recurringMonths: 6,
    memberIds: [memberId],
  });
  expect(response.statusCode).toBe(201);
  return projectSchema.parse(response.json());
}
async function newLabel(name: string, colour: string, email = ADMIN) {
  const response = await call(email, 'POST', '/v2/options/labels', { name, colour });
  expect(response.statusCode).toBe(201);
  return optionItemSchema.parse(response.json());
}
async function backlogTask(projectId: string, body: Partial<CreateTaskBody> = {}) {
  return call(MANAGER, 'POST', `/v2/projects/${projectId}/backlog`, { title: 'Item', estimateHours: 2, ...body });
}
async function created(projectId: string, body: Partial<CreateTaskBody> = {}): Promise<Task> {
  const response = await backlogTask(projectId, body);
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function backlogTitles(projectId: string, query: string) {
  const response = await call(MEMBER, 'GET', `/v2/projects/${projectId}/backlog?${query}`);
  expect(response.statusCode).toBe(200);
  return backlogPageSchema.parse(response.json()).items.map((task) => task.title);
}

let bug: string;
let ux: string;
let legacy: string;
beforeAll(async () => {
  bug = (await newLabel('Customer', '#D4380D'))._id;
  ux = (await newLabel('UX', '#1677ff'))._id;
  legacy = (await newLabel('Legacy', '#8c8c8c'))._id;
});

describe('labels in the company settings', () => {
  it('are managed by level3, stored lower case, read by everyone signed in, and retired ones are marked', async () => {
    const managed = managedOptionListsSchema.parse((await call(ADMIN, 'GET', '/v2/company/option-lists')).json());
    expect(managed.labels.map((label) => [label.name, label.colour])).toEqual([
      ['Customer', '#d4380d'],
      ['UX', '#1677ff'],
      ['Legacy', '#8c8c8c'],
    ]);
    // a manager cannot add one; the colour and the name are checked and named
    expect((await call(MANAGER, 'POST', '/v2/options/labels', { name: 'Mine', colour: '#000000' })).statusCode).toBe(
      403,
    );
    const badColour = await call(ADMIN, 'POST', '/v2/options/labels', { name: 'Red', colour: 'red' });
    expect(badColour.statusCode).toBe(400);
    expect(fieldsOf(badColour)).toEqual(['colour']);
    const longName = await call(ADMIN, 'POST', '/v2/options/labels', { name: 'x'.repeat(41), colour: '#000000' });
    expect(fieldsOf(longName)).toEqual(['name']);
    const duplicate = await call(ADMIN, 'POST', '/v2/options/labels', { name: 'UX', colour: '#000000' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).message).toBe('A label named "UX" already exists.');

    const retired = await call(ADMIN, 'PATCH', `/v2/options/labels/${legacy}`, { retired: true });
    expect(retired.statusCode).toBe(200);
    const offered = optionsResponseSchema.parse((await call(MEMBER, 'GET', '/v2/options')).json());
    // listed so that tasks keeping it still show it, marked so that forms leave it out
    expect(offered.labels.map((label) => [label.name, label.retired])).toEqual([
      ['Customer', false],
      ['UX', false],
      ['Legacy', true],
    ]);
    // another company sees its own (none)
    expect(optionsResponseSchema.parse((await call(GLOBEX, 'GET', '/v2/options')).json()).labels).toEqual([]);
  });
});

describe('type, priority, due date and labels on a task', () => {
  it('defaults to a task with no priority, due date or labels, and carries what it is given', async () => {
    const project = await newProject();
    const plain = await created(project._id);
    expect([plain.type, plain.priority, plain.dueDate, plain.labelIds]).toEqual(['task', 'none', null, []]);
    const given = await created(project._id, {
      type: 'bug',
      priority: 'urgent',
      dueDate: '2026-03-31',
      labelIds: [ux, bug],
    });
    // labels come back in the company's order: Customer before UX
    expect([given.type, given.priority, given.dueDate, given.labelIds]).toEqual([
      'bug',
      'urgent',
      '2026-03-31',
      [bug, ux],
    ]);
    const page = taskSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${given._id}`)).json().task);
    expect(page.labelIds).toEqual([bug, ux]);
  });

  it.each([
    [{ type: 'epic' }, 'type'],
    [{ priority: 'p1' }, 'priority'],
    [{ dueDate: '2101-01-01' }, 'dueDate'],
    [{ dueDate: '2026-02-30' }, 'dueDate'],
    [{ labelIds: ['not-an-id'] }, 'labelIds.0'],
  ])('refuses %j with a 400 naming %s, and creates nothing', async (body, field) => {
    const project = await newProject();
    const response = await backlogTask(project._id, body as Partial<CreateTaskBody>);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
    expect(await backlogTitles(project._id, '')).toEqual([]);
  });

  it('refuses unknown, retired, repeated, too many and another company’s labels on labelIds', async () => {
    const project = await newProject();
    const globexLabel = (await newLabel('Globex only', '#00ff00', GLOBEX))._id;
    const eleven = Array.from({ length: 11 }, (_, index) => `00000000-0000-4000-8000-0000000000${10 + index}`);
    for (const labelIds of [['4f0c1f55-8b7e-4d16-9c1a-6f1a0b3b2c9d'], [globexLabel], [legacy], [ux, ux], eleven]) {
      const response = await backlogTask(project._id, { labelIds });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['labelIds']);
    }
    expect(errorOf(await backlogTask(project._id, { labelIds: [globexLabel] })).details?.[0]?.message).toBe(
      "names a label that is not one of your company's",
    );
    expect(await backlogTitles(project._id, '')).toEqual([]);
  });

  it('keeps a label retired after it was given, and records each change in the history by name', async () => {
    const project = await newProject();
    const label = await newLabel(`Keep ${made}`, '#722ed1');
    const task = await created(project._id, { labelIds: [label._id] });
    await call(ADMIN, 'PATCH', `/v2/options/labels/${label._id}`, { retired: true });
    const patched = await call(MANAGER, 'PATCH', `/v2/tasks/${task._id}`, {
      type: 'story',
      priority: 'high',
      dueDate: '2026-04-15',
      labelIds: [label._id, ux],
    });
    expect(patched.statusCode).toBe(200);
    // UX comes before the new label in the company's order, in the answer and in the history
    expect(taskSchema.parse(patched.json()).labelIds).toEqual([ux, label._id]);
    await call(MANAGER, 'PATCH', `/v2/tasks/${task._id}`, { dueDate: null, labelIds: [] });
    const history = taskHistoryListSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${task._id}/history`)).json());
    const changes = history.items
      .filter((entry) => ['type', 'priority', 'dueDate', 'labels'].includes(entry.field))
      .map((entry) => [entry.field, entry.from, entry.to]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['type', 'task', 'story'],
        ['priority', 'none', 'high'],
        ['dueDate', null, '2026-04-15'],
        ['labels', `Keep ${made}`, `UX, Keep ${made}`],
        ['dueDate', '2026-04-15', null],
        ['labels', `UX, Keep ${made}`, null],
      ]),
    );
    expect(changes).toHaveLength(6);
  });
});

describe('filters, bulk edits and search', () => {
  it('filters the backlog and a sprint’s tasks by type, priority and label (each may repeat)', async () => {
    const project = await newProject();
    await created(project._id, { title: 'Crash', type: 'bug', priority: 'urgent', labelIds: [bug] });
    await created(project._id, { title: 'Sign-up', type: 'story', priority: 'high', labelIds: [ux] });
    await created(project._id, { title: 'Upgrade', type: 'chore', priority: 'low' });
    await created(project._id, { title: 'Tidy' });
    expect(await backlogTitles(project._id, 'type=bug&type=story')).toEqual(['Crash', 'Sign-up']);
    expect(await backlogTitles(project._id, 'priority=urgent')).toEqual(['Crash']);
    expect(await backlogTitles(project._id, 'priority=none')).toEqual(['Tidy']);
    expect(await backlogTitles(project._id, `label=${bug}&label=${ux}`)).toEqual(['Crash', 'Sign-up']);
    expect(await backlogTitles(project._id, `type=story&label=${bug}`)).toEqual([]);
    const bad = await call(MEMBER, 'GET', `/v2/projects/${project._id}/backlog?type=epic`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)[0]).toMatch(/^type/);

    const sprintResponse = await call(MANAGER, 'POST', `/v2/projects/${project._id}/sprints`, {
      name: 'Fields sprint',
      startDate: isoDay(0),
      endDate: isoDay(4),
    });
    const sprint = sprintSchema.parse(sprintResponse.json());
    for (const [title, type] of [
      ['Fix login', 'bug'],
      ['Write guide', 'task'],
    ] as const)
      await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks`, { title, type, estimateHours: 1, labelIds: [ux] });
    const bugs = taskPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all&type=bug`)).json(),
    );
    expect([bugs.total, bugs.items.map((task) => task.title)]).toEqual([1, ['Fix login']]);
    const labelled = taskPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all&label=${ux}`)).json(),
    );
    expect(labelled.total).toBe(2);
  });

  it('sets type and priority and adds and removes labels in bulk, with history', async () => {
    const project = await newProject();
    const one = await created(project._id, { title: 'One', labelIds: [bug] });
    const two = await created(project._id, { title: 'Two' });
    const taskIds = [one._id, two._id];
    const bulk = (body: object) => call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, body);
    const typed = bulkTasksResponseSchema.parse((await bulk({ action: 'type', taskIds, type: 'chore' })).json());
    expect(typed.items.map((task) => task.type)).toEqual(['chore', 'chore']);
    const prioritised = bulkTasksResponseSchema.parse(
      (await bulk({ action: 'priority', taskIds, priority: 'medium' })).json(),
    );
    expect(prioritised.items.map((task) => task.priority)).toEqual(['medium', 'medium']);
    const labelled = bulkTasksResponseSchema.parse(
      (await bulk({ action: 'labels', taskIds, addLabelIds: [ux], removeLabelIds: [bug] })).json(),
    );
    expect(labelled.items.map((task) => task.labelIds)).toEqual([[ux], [ux]]);
    const refused = await bulk({ action: 'labels', taskIds, addLabelIds: [legacy] });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['labelIds']);
    const empty = await bulk({ action: 'labels', taskIds });
    expect(fieldsOf(empty)).toEqual(['addLabelIds']);
    const history = taskHistoryListSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${one._id}/history`)).json());
    expect(history.items.find((entry) => entry.field === 'labels')).toMatchObject({ from: 'Customer', to: 'UX' });
  });

  it('shows the type and priority of a task found by the top bar’s search', async () => {
    const project = await newProject();
    await created(project._id, { title: 'Zebra crossing bug', type: 'bug', priority: 'high' });
    const found = mainSearchResponseSchema.parse(
      (await call(MEMBER, 'GET', '/api/main-search/data?q=zebra%20crossing')).json(),
    );
    const tasks = found.searchResult.find((group) => group.groupTitle === 'Tasks');
    expect(tasks?.data).toEqual([
      expect.objectContaining({ title: 'Zebra crossing bug', taskType: 'bug', priority: 'high' }),
    ]);
  });
});

describe('sprint-plan import with the work item columns', () => {
  const csv = (lines: string[]) =>
    multipartFile(Buffer.from(lines.join('\r\n')), { filename: 'plan.csv', contentType: 'text/csv' });

  it('reads type, priority, labels by name and due date, names each bad cell, and saves the good rows', async () => {
    const project = await newProject();
    const sprint = sprintSchema.parse(
      (
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/sprints`, {
          name: 'Import sprint',
          startDate: isoDay(0),
          endDate: isoDay(4),
        })
      ).json(),
    );
    const file = csv([
      'Title,Estimate,Type,Priority,Labels,Due date',
      'Good one,2,Bug,URGENT,"customer; ux",2026-05-01',
      'Defaults,1,,,,',
      'Bad type,1,epic,,,',
      'Bad priority,1,,p1,,',
      'Bad labels,1,,,"UX, Nope, Legacy",',
      'Bad date,1,,,,2026-13-01',
    ]);
    const preview = taskImportPreviewSchema.parse(
      (
        await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks/import/preview`, file.payload, file.headers)
      ).json(),
    );
    expect(preview.rows.map((row) => row.errors.map((error) => error.field))).toEqual([
      [],
      [],
      ['type'],
      ['priority'],
      ['labels', 'labels'],
      ['dueDate'],
    ]);
    expect(preview.rows[4]!.errors.map((error) => error.message)).toEqual([
      'is not a label of your company: "Nope"',
      'is retired: label "Legacy" can no longer be given',
    ]);
    // every row problem carries its code, so that the preview says it in the reader's language
    expect(preview.rows.flatMap((row) => row.errors.map((error) => error.code))).toEqual([
      'field.notOneOfChoices',
      'field.notOneOfChoices',
      'field.notLabelOfCompany',
      'field.retiredLabel',
      expect.stringMatching(/^field\./),
    ]);
    const again = csv([
      'Title,Estimate,Type,Priority,Labels,Due date',
      'Good one,2,Bug,URGENT,"customer; ux",2026-05-01',
      'Defaults,1,,,,',
      'Bad type,1,epic,,,',
    ]);
    const result = taskImportResultSchema.parse(
      (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks/import`, again.payload, again.headers)).json(),
    );
    expect(result.created).toBe(2);
    const saved = taskPageSchema.parse((await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/tasks?tab=all`)).json());
    const byTitle = Object.fromEntries(saved.items.map((task) => [task.title, task]));
    expect(byTitle['Good one']).toMatchObject({
      type: 'bug',
      priority: 'urgent',
      dueDate: '2026-05-01',
      labelIds: [bug, ux],
    });
    expect(byTitle['Defaults']).toMatchObject({ type: 'task', priority: 'none', dueDate: null, labelIds: [] });
  });
});
