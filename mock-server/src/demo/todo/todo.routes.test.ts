import {
  demoApiExtraPaths,
  demoApiPaths,
  demoNewTaskResponseSchema,
  demoTodosResponseSchema,
  demoTrashTodoResponseSchema,
  demoUpdateTaskResponseSchema,
  errorEnvelopeSchema,
  type DemoTask,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
const api = demoRequests(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function todos(filter?: string): Promise<DemoTask[]> {
  const response = await api.get(demoApiPaths.todos, filter === undefined ? undefined : { filter });
  expect(response.statusCode).toBe(200);
  return demoTodosResponseSchema.parse(response.json());
}

async function everyTask(): Promise<DemoTask[]> {
  return [...(await todos('all')), ...(await todos('trashed'))];
}

const ids = (list: DemoTask[]) => list.map((task) => task.id);
const newestFirst = (list: DemoTask[]) => list.every((task, i) => i === 0 || list[i - 1]!.id > task.id);

describe('GET api/apps/todo', () => {
  it('gives untrashed tasks, newest first, for all (and without a filter)', async () => {
    const all = await everyTask();
    const list = await todos('all');
    expect(ids(list).sort()).toEqual(ids(all.filter((task) => !task.isTrashed)).sort());
    expect(newestFirst(list)).toBe(true);
    expect(ids(await todos())).toEqual(ids(list));
  });

  it.each([
    ['starred', 'isStarred'],
    ['important', 'isImportant'],
    ['completed', 'isCompleted'],
  ] as const)('gives untrashed tasks with the flag for %s', async (filter, flag) => {
    const all = await everyTask();
    // the seed has a trashed task with each flag, so the exclusion shows
    expect(all.some((task) => task[flag] && task.isTrashed)).toBe(true);
    const list = await todos(filter);
    expect(list.length).toBeGreaterThan(0);
    expect(ids(list).sort()).toEqual(ids(all.filter((task) => task[flag] && !task.isTrashed)).sort());
    expect(newestFirst(list)).toBe(true);
  });

  it('gives trashed tasks for trashed', async () => {
    const list = await todos('trashed');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((task) => task.isTrashed)).toBe(true);
  });

  it.each(['frontend', 'backend', 'doc', 'bug'])(
    'treats %s as a tag, as §7 writes it (trashed tasks included)',
    async (tag) => {
      const all = await everyTask();
      const list = await todos(tag);
      expect(list.length).toBeGreaterThan(0);
      expect(ids(list).sort()).toEqual(ids(all.filter((task) => task.tags.includes(tag))).sort());
      expect(newestFirst(list)).toBe(true);
    },
  );
});

describe('POST /api/apps/todo/new-task', () => {
  it('answers 201 with id = the last id + 1, and the task is listed first', async () => {
    const last = Math.max(...ids(await everyTask()));
    const response = await api.post(demoApiPaths.newTask, {
      task: { title: 'Ship the demo API', desc: 'All of §7', tags: ['backend'], isImportant: true },
    });
    expect(response.statusCode).toBe(201);
    expect(demoNewTaskResponseSchema.parse(response.json())).toEqual({ id: last + 1 });
    const [first] = await todos('all');
    expect(first).toEqual({
      id: last + 1,
      title: 'Ship the demo API',
      desc: 'All of §7',
      isImportant: true,
      isStarred: false,
      tags: ['backend'],
      isCompleted: false,
      isTrashed: false,
    });
    const next = demoNewTaskResponseSchema.parse(
      (await api.post(demoApiPaths.newTask, { task: { title: 'Another' } })).json(),
    );
    expect(next.id).toBe(last + 2);
  });

  it('counts from the last id even when that task is trashed', async () => {
    const created = demoNewTaskResponseSchema.parse(
      (await api.post(demoApiPaths.newTask, { task: { title: 'Soon trashed' } })).json(),
    );
    await api.post(demoApiPaths.trashTodo, created.id);
    expect(
      demoNewTaskResponseSchema.parse((await api.post(demoApiPaths.newTask, { task: { title: 'After' } })).json()).id,
    ).toBe(created.id + 1);
  });

  it('gives each of several tasks added at once its own id', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map((n) => api.post(demoApiPaths.newTask, { task: { title: `Parallel ${n}` } })),
    );
    const created = responses.map((response) => demoNewTaskResponseSchema.parse(response.json()).id);
    expect(new Set(created).size).toBe(3);
  });

  it('refuses an empty title or an unknown tag with a 400 naming the field, and adds nothing', async () => {
    const before = (await everyTask()).length;
    for (const [task, field] of [
      [{ title: '  ' }, 'task.title'],
      [{ title: 'x', tags: ['urgent'] }, 'task.tags.0'],
    ] as const) {
      const response = await api.post(demoApiPaths.newTask, { task });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe(field);
    }
    expect((await everyTask()).length).toBe(before);
  });
});

describe('POST /api/app/todo/trash-todo', () => {
  it('sets isTrashed and answers 200 with the id (the body is the id)', async () => {
    const [task] = await todos('all');
    const response = await api.post(demoApiPaths.trashTodo, task!.id);
    expect(response.statusCode).toBe(200);
    expect(demoTrashTodoResponseSchema.parse(response.json())).toBe(task!.id);
    expect(ids(await todos('all'))).not.toContain(task!.id);
    expect(ids(await todos('trashed'))).toContain(task!.id);
  });

  it("accepts the id as axios's default form body", async () => {
    const [task] = await todos('all');
    const response = await server.app.inject({
      method: 'POST',
      url: demoApiPaths.trashTodo,
      payload: String(task!.id),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: api.address(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(task!.id);
  });

  it('answers 404 for an unknown task and 400 for a body that is not an id', async () => {
    expect((await api.post(demoApiPaths.trashTodo, 9999)).statusCode).toBe(404);
    const response = await api.post(demoApiPaths.trashTodo, { id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toMatch(/task id/);
  });
});

describe('POST /api/apps/todo/update-task (not in §7)', () => {
  async function newTask(title: string): Promise<number> {
    const response = await api.post(demoApiPaths.newTask, { task: { title, tags: ['doc'], desc: 'Keep me' } });
    return demoNewTaskResponseSchema.parse(response.json()).id;
  }

  it('sets only the fields given and answers the task as it now is; the lists follow', async () => {
    const id = await newTask('Toggle me');
    const response = await api.post(demoApiExtraPaths.updateTask, { task: { id, isCompleted: true, isStarred: true } });
    expect(response.statusCode).toBe(200);
    expect(demoUpdateTaskResponseSchema.parse(response.json())).toEqual({
      id,
      title: 'Toggle me',
      desc: 'Keep me',
      isImportant: false,
      isStarred: true,
      tags: ['doc'],
      isCompleted: true,
      isTrashed: false,
    });
    expect(ids(await todos('completed'))).toContain(id);
    expect(ids(await todos('starred'))).toContain(id);
    const edited = await api.post(demoApiExtraPaths.updateTask, {
      task: { id, title: ' Renamed ', desc: '', tags: ['bug', 'frontend'], isCompleted: false },
    });
    expect(demoUpdateTaskResponseSchema.parse(edited.json())).toMatchObject({
      title: 'Renamed',
      desc: '',
      tags: ['bug', 'frontend'],
      isCompleted: false,
      isStarred: true,
    });
    expect(ids(await todos('completed'))).not.toContain(id);
    expect(ids(await todos('doc'))).not.toContain(id);
  });

  it('cannot trash or restore a task (trash-todo trashes; there is no restore)', async () => {
    const id = await newTask('Stay put');
    const response = await api.post(demoApiExtraPaths.updateTask, { task: { id, isTrashed: true } });
    expect(response.statusCode).toBe(200);
    expect(demoUpdateTaskResponseSchema.parse(response.json()).isTrashed).toBe(false);
  });

  it('answers 404 for an unknown task and 400 naming the field for a bad one, changing nothing', async () => {
    const id = await newTask('Unchanged');
    const missing = await api.post(demoApiExtraPaths.updateTask, { task: { id: 999_999, isCompleted: true } });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).details?.[0]?.field).toBe('task.id');
    for (const [task, field] of [
      [{ id, title: '   ' }, 'task.title'],
      [{ id, tags: ['urgent'] }, 'task.tags.0'],
      [{ isCompleted: true }, 'task.id'],
      [{ id, isCompleted: 'yes' }, 'task.isCompleted'],
    ] as const) {
      const response = await api.post(demoApiExtraPaths.updateTask, { task });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe(field);
    }
    expect((await todos('all')).find((task) => task.id === id)).toMatchObject({
      title: 'Unchanged',
      isCompleted: false,
    });
  });
});
