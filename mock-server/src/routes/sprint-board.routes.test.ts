import {
  backlogPageSchema,
  bulkTasksResponseSchema,
  changeTaskStatusResponseSchema,
  closeSprintResponseSchema,
  errorEnvelopeSchema,
  feedPageSchema,
  notificationListSchema,
  projectSchema,
  sprintBoardCardsSchema,
  sprintBoardSchema,
  sprintBurndownSchema,
  sprintListSchema,
  sprintReportSchema,
  sprintSchema,
  taskCardSchema,
  taskCommentListSchema,
  taskCommentSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  taskSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #27: the backlog, moves and bulk edits, the board, the task page (comments, mentions, history),
 * and the burndown and report computed from the history, with worked numbers.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const managerId = seedId('user', 'acme', 1);
const memberId = seedId('user', 'acme', 2);
// Cobalt: neither manager@ nor member@ is on it
const COBALT = seedId('project', 'acme', 'cobalt');

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
const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));
function moveClockTo(day: string, hour: number) {
  server.clock.advance(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) - server.app.now().getTime());
}
/** Removes the company holidays between two days (both included), for a test that counts working days. */
async function clearHolidays(from: string, to: string) {
  await server.db.query('DELETE FROM public_holidays WHERE day BETWEEN $1 AND $2', [from, to]);
}
function nextWeekday(weekday: number): string {
  const today = isoDay(server.app.now());
  return plusDays(today, (weekday - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7 || 7);
}

let made = 0;
async function newProject() {
  made += 1;
  const response = await call(MANAGER, 'POST', '/v2/projects', {
    name: `Board project ${made}`,
    status: 'in_progress',
    startDate: '2026-01-05',
    recurringMonths: 6,
    memberIds: [memberId],
  });
  expect(response.statusCode).toBe(201);
  return projectSchema.parse(response.json());
}
async function newSprint(projectId: string, startDate: string, name = 'Sprint') {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/sprints`, {
    name,
    startDate,
    endDate: plusDays(startDate, 4),
  });
  expect(response.statusCode).toBe(201);
  return sprintSchema.parse(response.json());
}
async function backlogTask(projectId: string, body: Partial<CreateTaskBody> = {}): Promise<Task> {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/backlog`, {
    title: 'Backlog task',
    estimateHours: 3,
    assigneeId: memberId,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function backlog(projectId: string, email = MEMBER) {
  const response = await call(email, 'GET', `/v2/projects/${projectId}/backlog`);
  expect(response.statusCode).toBe(200);
  return backlogPageSchema.parse(response.json());
}
const titles = (list: { items: Task[] }) => list.items.map((task) => task.title);
async function moveTask(taskId: string, body: Record<string, unknown>, email = MANAGER) {
  return call(email, 'POST', `/v2/tasks/${taskId}/move`, body);
}

describe('backlog', () => {
  it('holds tasks without a sprint in an order that managers change, before or after another task', async () => {
    const project = await newProject();
    const a = await backlogTask(project._id, { title: 'A' });
    const b = await backlogTask(project._id, { title: 'B' });
    const c = await backlogTask(project._id, { title: 'C' });
    expect(a).toMatchObject({ sprintId: null, canMove: true, scopeAdded: false });
    const page = await backlog(project._id);
    expect(titles(page)).toEqual(['A', 'B', 'C']);
    expect(page).toMatchObject({ total: 3, canManage: false });

    expect((await moveTask(c._id, { beforeId: a._id })).statusCode).toBe(200);
    expect(titles(await backlog(project._id))).toEqual(['C', 'A', 'B']);
    expect((await moveTask(c._id, { afterId: a._id })).statusCode).toBe(200);
    expect(titles(await backlog(project._id))).toEqual(['A', 'C', 'B']);
    // many moves between the same two tasks run out of room between their ranks, and the list is renumbered
    for (let n = 0; n < 60; n += 1)
      expect((await moveTask(n % 2 ? b._id : c._id, { afterId: a._id })).statusCode).toBe(200);
    expect(titles(await backlog(project._id))).toEqual(['A', 'B', 'C']);

    expect((await moveTask(a._id, { beforeId: a._id })).json()).toMatchObject({
      details: [{ field: 'beforeId', message: 'is not another task of the backlog' }],
    });
    expect(errorOf(await moveTask(a._id, { beforeId: b._id, afterId: c._id })).details).toMatchObject([
      { field: 'afterId', message: 'cannot be given with a task to go before: give one of the two' },
    ]);
    expect((await moveTask(a._id, { beforeId: b._id }, MEMBER)).statusCode).toBe(403);
    expect(
      (await call(MEMBER, 'POST', `/v2/projects/${project._id}/backlog`, { title: 'No', estimateHours: 1 })).statusCode,
    ).toBe(403);
    expect((await call(MEMBER, 'GET', `/v2/projects/${COBALT}/backlog`)).statusCode).toBe(403);
    expect((await call(GLOBEX, 'GET', `/v2/projects/${project._id}/backlog`)).statusCode).toBe(404);
    expect((await call(MEMBER, 'GET', `/v2/projects/${project._id}/backlog?perPage=501`)).json()).toMatchObject({
      details: [{ field: 'perPage', message: 'must be at most 500' }],
    });
  });

  it('pages the backlog with its total, filtered or not, and tells the total on a page past the last', async () => {
    const project = await newProject();
    for (const title of ['Alpha one', 'Beta', 'Alpha two', 'Gamma', 'Alpha three'])
      await backlogTask(project._id, { title });
    const pageOf = async (query: string) => {
      const response = await call(MEMBER, 'GET', `/v2/projects/${project._id}/backlog?${query}`);
      expect(response.statusCode).toBe(200);
      const page = backlogPageSchema.parse(response.json());
      return { titles: titles(page), total: page.total, totalPages: page.totalPages };
    };
    expect(await pageOf('page=2&perPage=2')).toEqual({ titles: ['Alpha two', 'Gamma'], total: 5, totalPages: 3 });
    expect(await pageOf('page=4&perPage=2')).toEqual({ titles: [], total: 5, totalPages: 3 });
    expect(await pageOf('page=1&perPage=2&search=alpha')).toEqual({
      titles: ['Alpha one', 'Alpha two'],
      total: 3,
      totalPages: 2,
    });
    expect(await pageOf('page=3&perPage=2&search=alpha')).toEqual({ titles: [], total: 3, totalPages: 2 });
    expect(await pageOf('page=1&perPage=2&search=zzz')).toEqual({ titles: [], total: 0, totalPages: 0 });
  });

  it('moves tasks into a planned or current sprint and back, singly and in bulk; never into a closed one', async () => {
    const project = await newProject();
    const today = isoDay(server.app.now());
    const sprint = await newSprint(project._id, today);
    const tasks = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) tasks.push(await backlogTask(project._id, { title }));
    const [one, two, three, four] = tasks as [Task, Task, Task, Task];

    expect(taskSchema.parse((await moveTask(one._id, { sprintId: sprint._id })).json())).toMatchObject({
      sprintId: sprint._id,
      scopeAdded: false,
    });
    const bulk = await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
      action: 'move',
      taskIds: [three._id, two._id],
      sprintId: sprint._id,
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulkTasksResponseSchema.parse(bulk.json())).toMatchObject({ action: 'move', count: 2 });
    expect(titles(await backlog(project._id))).toEqual(['Four']);
    // the board holds the sprint's tasks by rank: the bulk moved them in the order given
    const board = sprintBoardSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/board`)).json());
    expect(board.items.map((task) => task.title)).toEqual(['One', 'Three', 'Two']);
    expect(board.assignees.map((person) => person._id)).toEqual([memberId]);
    // the screen's board: the same cards in the same order, each without what only the task page shows
    const cards = sprintBoardCardsSchema.parse(
      (await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/board/cards`)).json(),
    );
    expect(cards.items.map((card) => [card._id, card.status, card.rank])).toEqual(
      board.items.map((task) => [task._id, task.status, task.rank]),
    );
    expect(cards.assignees).toEqual(board.assignees);
    expect(Object.keys(cards.items[0]!)).not.toContain('description');
    // read in a statement of their own (no karma, watchers or description), each card is its task's card
    expect(cards.items).toEqual(board.items.map((task) => taskCardSchema.parse(task)));

    // started: what moves in now is scope added
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    expect(
      taskSchema.parse((await moveTask(four._id, { sprintId: sprint._id, beforeId: one._id })).json()),
    ).toMatchObject({ scopeAdded: true });
    expect((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}`)).json()).toMatchObject({
      snapshot: { committedHours: 9, scopeAddedHours: 3 },
    });
    expect((await moveTask(two._id, { sprintId: null })).statusCode).toBe(200);
    expect(titles(await backlog(project._id))).toEqual(['Two']);

    const other = await newProject();
    expect(
      errorOf(await moveTask(two._id, { sprintId: (await newSprint(other._id, today))._id })).details,
    ).toMatchObject([{ field: 'sprintId', message: 'is not a sprint of this project' }]);
    expect(
      (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' })).statusCode,
    ).toBe(200);
    const intoClosed = await moveTask(two._id, { sprintId: sprint._id });
    expect(intoClosed.statusCode).toBe(409);
    expect(errorOf(intoClosed).message).toBe('Sprint is closed: tasks can move into a planned or current sprint only.');
    expect(titles(await backlog(project._id))).toEqual(['Two', 'Four', 'One', 'Three']);
  });

  it('assigns, changes the status of and deletes many tasks in one request, all or nothing', async () => {
    const project = await newProject();
    const sprint = await newSprint(project._id, isoDay(server.app.now()));
    const tasks = [];
    for (const title of ['Bulk 1', 'Bulk 2', 'Bulk 3'])
      tasks.push(await backlogTask(project._id, { title, assigneeId: null }));
    const ids = tasks.map((task) => task._id);
    await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
      action: 'move',
      taskIds: ids,
      sprintId: sprint._id,
    });

    const assigned = bulkTasksResponseSchema.parse(
      (
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
          action: 'assign',
          taskIds: ids,
          assigneeId: memberId,
        })
      ).json(),
    );
    expect(assigned.items.every((task) => task.assignee?._id === memberId)).toBe(true);
    const inbox = notificationListSchema.parse((await call(MEMBER, 'GET', '/v2/notifications')).json());
    expect(inbox.items[0]).toMatchObject({
      kind: 'task_assigned',
      title: '3 new tasks: Bulk 1 and 2 more',
      link: `/data-list/backlog/${project._id}`,
    });

    const started = bulkTasksResponseSchema.parse(
      (
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
          action: 'status',
          taskIds: ids.slice(0, 2),
          status: 'in_progress',
        })
      ).json(),
    );
    expect(started.items.map((task) => task.status)).toEqual(['in_progress', 'in_progress']);
    // one task cannot take the change: nothing changes, and the answer names it
    const refused = await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
      action: 'status',
      taskIds: ids,
      status: 'stuck',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).details).toMatchObject([
      { field: 'taskIds.2', message: 'Bulk 3 cannot go from Not started to Stuck' },
    ]);
    const board = sprintBoardSchema.parse((await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/board`)).json());
    expect(board.items.map((task) => task.status)).toEqual(['in_progress', 'in_progress', 'not_started']);

    const completing = await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
      action: 'status',
      taskIds: ids,
      status: 'completed',
    });
    expect(errorOf(completing).details).toMatchObject([
      { field: 'status', message: 'cannot be completed in bulk: each task needs its actual hours' },
    ]);
    expect(
      errorOf(
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, { action: 'archive', taskIds: ids }),
      ).details?.[0]?.field,
    ).toBe('action');
    expect(
      errorOf(
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
          action: 'delete',
          taskIds: [ids[0], ids[0]],
        }),
      ).details,
    ).toEqual([{ field: 'taskIds', message: 'must not name a task twice' }]);
    const foreign = await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, {
      action: 'delete',
      taskIds: [ids[0], seedId('task', seedId('sprint', COBALT, 1), 0)],
    });
    expect(errorOf(foreign).details).toMatchObject([{ field: 'taskIds.1', message: 'is not a task of this project' }]);
    expect(
      (await call(MEMBER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, { action: 'delete', taskIds: ids }))
        .statusCode,
    ).toBe(403);

    expect(
      bulkTasksResponseSchema.parse(
        (
          await call(MANAGER, 'POST', `/v2/projects/${project._id}/tasks/bulk`, { action: 'delete', taskIds: ids })
        ).json(),
      ),
    ).toEqual({ action: 'delete', count: 3, items: [] });
    expect(
      sprintBoardSchema.parse((await call(MANAGER, 'GET', `/v2/sprints/${sprint._id}/board`)).json()).items,
    ).toEqual([]);
  });
});

describe('task page', () => {
  it('answers the task with its project, sprint and team; comments with mentions that notify; edit and delete own', async () => {
    const project = await newProject();
    const task = await backlogTask(project._id, { title: 'Discuss me' });
    const detail = taskDetailSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${task._id}`)).json());
    expect(detail).toMatchObject({
      task: { _id: task._id, title: 'Discuss me' },
      project: { _id: project._id },
      sprint: null,
      canComment: true,
    });
    expect(detail.team.map((person) => person._id).sort()).toEqual([managerId, memberId].sort());
    expect((await call(GLOBEX, 'GET', `/v2/tasks/${task._id}`)).statusCode).toBe(404);

    const posted = await call(MEMBER, 'POST', `/v2/tasks/${task._id}/comments`, {
      body: '  @Manager can you check https://example.com/spec?  <b>not bold</b>',
      mentionIds: [managerId],
    });
    expect(posted.statusCode).toBe(201);
    const comment = taskCommentSchema.parse(posted.json());
    // plain text, kept as written (trimmed): the screen never renders it as HTML
    expect(comment).toMatchObject({
      body: '@Manager can you check https://example.com/spec?  <b>not bold</b>',
      mentions: [{ _id: managerId }],
      canEdit: true,
      editedAt: null,
    });
    const inbox = notificationListSchema.parse((await call(MANAGER, 'GET', '/v2/notifications')).json());
    expect(inbox.items[0]).toMatchObject({ kind: 'mention', link: `/data-list/view-task/${task._id}` });
    expect(inbox.items[0]!.title).toMatch(/mentioned you on Discuss me$/);

    expect(
      errorOf(
        await call(MEMBER, 'POST', `/v2/tasks/${task._id}/comments`, {
          body: 'x',
          mentionIds: [seedId('user', 'globex', 1)],
        }),
      ).details,
    ).toMatchObject([{ field: 'mentionIds', message: 'names someone who is not a peer of your company' }]);
    expect(
      errorOf(await call(MEMBER, 'POST', `/v2/tasks/${task._id}/comments`, { body: '   ' })).details,
    ).toMatchObject([{ field: 'body', message: 'is required' }]);

    const asManager = taskCommentListSchema.parse(
      (await call(MANAGER, 'GET', `/v2/tasks/${task._id}/comments`)).json(),
    );
    expect(asManager.items.map((entry) => entry.canEdit)).toEqual([false]);
    expect((await call(MANAGER, 'PATCH', `/v2/task-comments/${comment._id}`, { body: 'Hijacked' })).statusCode).toBe(
      403,
    );
    expect((await call(MANAGER, 'DELETE', `/v2/task-comments/${comment._id}`)).statusCode).toBe(403);
    const edited = taskCommentSchema.parse(
      (
        await call(MEMBER, 'PATCH', `/v2/task-comments/${comment._id}`, { body: 'Edited', mentionIds: [managerId] })
      ).json(),
    );
    expect(edited.body).toBe('Edited');
    expect(edited.editedAt).not.toBeNull();
    expect((await call(MEMBER, 'DELETE', `/v2/task-comments/${comment._id}`)).statusCode).toBe(200);
    expect(taskCommentListSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${task._id}/comments`)).json())).toEqual({
      items: [],
      total: 0,
    });
    expect((await call(MEMBER, 'PATCH', `/v2/task-comments/${comment._id}`, { body: 'Back' })).statusCode).toBe(404);
  });
});

describe('burndown and report from the history (worked numbers)', () => {
  it('burns a Monday–Friday sprint down day by day, marks scope added, and reports the close', async () => {
    const thursday = nextWeekday(4);
    const monday = plusDays(thursday, 4);
    const friday = plusDays(monday, 4);
    await clearHolidays(monday, friday);
    moveClockTo(thursday, 10);
    const project = await newProject();
    const sprint = await newSprint(project._id, monday, 'Burn');
    const add = async (title: string, estimateHours: number, assigneeId: string | null = memberId) =>
      taskSchema.parse(
        (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks`, { title, estimateHours, assigneeId })).json(),
      );
    const complete = async (email: string, taskId: string, actualHours: number) => {
      await call(email, 'POST', `/v2/tasks/${taskId}/status`, { status: 'in_progress' });
      const response = await call(email, 'POST', `/v2/tasks/${taskId}/status`, {
        status: 'completed',
        actualHours,
        route: 'known',
      });
      expect(response.statusCode).toBe(200);
      return changeTaskStatusResponseSchema.parse(response.json()).task;
    };
    const a = await add('A', 8);
    const b = await add('B', 12);
    const c = await add('C', 4, null);
    expect((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/burndown`)).statusCode).toBe(409);

    moveClockTo(monday, 9);
    await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {});
    moveClockTo(monday, 15);
    await complete(MEMBER, a._id, 7);
    moveClockTo(plusDays(monday, 1), 10);
    const d = await add('D', 5);
    moveClockTo(plusDays(monday, 2), 12);
    await complete(MANAGER, c._id, 4);
    const midweek = sprintBurndownSchema.parse(
      (await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/burndown`)).json(),
    );
    expect(midweek.days.map((entry) => entry.remainingHours)).toEqual([16, 21, 17, null, null]);
    moveClockTo(plusDays(monday, 3), 11);
    expect((await call(MANAGER, 'PATCH', `/v2/tasks/${b._id}`, { estimateHours: 10 })).statusCode).toBe(200);
    moveClockTo(friday, 16);
    const closed = closeSprintResponseSchema.parse(
      (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' })).json(),
    );
    // committed 24 (A 8, B 12, C 4); completed A + C = 12; spill-over B (now 10) + D 5 = 15; added D 5; score 50
    expect(closed.sprint.snapshot).toMatchObject({
      committedHours: 24,
      completedHours: 12,
      spillOverHours: 15,
      scopeAddedHours: 5,
      actualHours: 11,
      score: 50,
    });

    const burndown = sprintBurndownSchema.parse(
      (await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/burndown`)).json(),
    );
    expect(burndown).toEqual({
      sprintId: sprint._id,
      committedHours: 24,
      days: [
        { day: monday, remainingHours: 16, idealHours: 19.2, scopeAddedHours: 0, completedHours: 8 },
        { day: plusDays(monday, 1), remainingHours: 21, idealHours: 14.4, scopeAddedHours: 5, completedHours: 8 },
        { day: plusDays(monday, 2), remainingHours: 17, idealHours: 9.6, scopeAddedHours: 0, completedHours: 12 },
        { day: plusDays(monday, 3), remainingHours: 15, idealHours: 4.8, scopeAddedHours: 0, completedHours: 12 },
        // read just before the close, when B and D were still in it
        { day: friday, remainingHours: 15, idealHours: 0, scopeAddedHours: 0, completedHours: 12 },
      ],
    });

    const report = sprintReportSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/report`)).json());
    expect(report.sprint.snapshot).toEqual(closed.sprint.snapshot);
    expect(report.completedTasks.map((task) => [task.title, task.estimateHours, task.actualHours])).toEqual([
      ['A', 8, 7],
      ['C', 4, 4],
    ]);
    expect(report.spilledTasks.map((task) => [task.title, task.estimateHours, task.status, task.movedTo])).toEqual([
      ['B', 10, 'not_started', 'backlog'],
      ['D', 5, 'not_started', 'backlog'],
    ]);
    expect(report.scopeAddedTasks.map((task) => task.title)).toEqual(['D']);
    const byName = Object.fromEntries(report.people.map((row) => [row.person?._id ?? 'nobody', row]));
    expect(byName[memberId]).toEqual(
      expect.objectContaining({
        tasksTotal: 3,
        tasksCompleted: 1,
        estimateHours: 23,
        completedHours: 8,
        actualHours: 7,
        karmaPoints: 8,
      }),
    );
    expect(byName[managerId]).toEqual(
      expect.objectContaining({
        tasksTotal: 1,
        tasksCompleted: 1,
        estimateHours: 4,
        completedHours: 4,
        actualHours: 4,
        karmaPoints: 4,
      }),
    );
    expect(report.burndown).toEqual(burndown);

    // the history says who changed what, from what to what
    const history = taskHistoryListSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${b._id}/history`)).json());
    expect(history.items.map((entry) => [entry.field, entry.from, entry.to, entry.actor?._id])).toEqual([
      ['sprint', 'Burn', 'Backlog', managerId],
      ['estimateHours', '12', '10', managerId],
      ['created', null, null, managerId],
    ]);
    expect(
      taskHistoryListSchema
        .parse((await call(MEMBER, 'GET', `/v2/tasks/${c._id}/history`)).json())
        .items.map((entry) => [entry.field, entry.from, entry.to]),
    ).toEqual([
      // one write's changes share their moment, listed by field
      ['actualHours', null, '4'],
      ['assignee', null, 'Max Manager'],
      ['route', null, 'known'],
      ['status', 'In progress', 'Completed'],
      ['status', 'Not started', 'In progress'],
      ['created', null, null],
    ]);
    expect((await call(MEMBER, 'GET', `/v2/sprints/${d._id}/report`)).statusCode).toBe(404);
  });

  it('closes a started sprint with no tasks, as Jira does: a report of zeros, and a feed post that links to it', async () => {
    const monday = nextWeekday(1);
    // the seeded company's holidays (Christmas among them) would take a day off this sprint's five
    await clearHolidays(monday, plusDays(monday, 4));
    moveClockTo(plusDays(monday, -1), 12);
    const project = await newProject();
    const sprint = await newSprint(project._id, monday, 'Empty');
    moveClockTo(monday, 9);
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    moveClockTo(plusDays(monday, 4), 16);
    const closed = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' });
    expect(closed.statusCode).toBe(200);
    const zeros = {
      committedHours: 0,
      completedHours: 0,
      spillOverHours: 0,
      scopeAddedHours: 0,
      actualHours: 0,
      score: null,
    };
    expect(closeSprintResponseSchema.parse(closed.json())).toMatchObject({
      sprint: { status: 'completed', tasksTotal: 0, tasksCompleted: 0, snapshot: zeros },
      movedTasks: 0,
    });

    const report = sprintReportSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/report`)).json());
    expect(report.sprint.snapshot).toMatchObject(zeros);
    expect([report.completedTasks, report.spilledTasks, report.scopeAddedTasks, report.people]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    // five working days with nothing to burn
    expect(
      report.burndown.days.map((day) => [day.remainingHours, day.idealHours, day.scopeAddedHours, day.completedHours]),
    ).toEqual(Array.from({ length: 5 }, () => [0, 0, 0, 0]));

    // the close is news with or without a score: posted, naming no score, its event pointing at the report's sprint
    const feed = feedPageSchema.parse((await call(MEMBER, 'GET', '/v2/feeds')).json());
    const post = feed.items.find((item) => item.event?.kind === 'sprint_closed' && item.event.sprintId === sprint._id);
    expect(post?.event).toEqual({
      kind: 'sprint_closed',
      projectId: project._id,
      projectName: project.name,
      projectDeleted: false,
      sprintId: sprint._id,
      sprintName: 'Empty',
      score: null,
      scoringUnit: 'hours',
    });
    expect(post?.body).toBe(`${project.name} closed sprint "Empty" with nothing committed, so without a score.`);
  });

  it('sends the unfinished tasks to the next sprint when the closer chooses it, where they count as committed once it starts', async () => {
    const monday = nextWeekday(1);
    moveClockTo(plusDays(monday, -1), 12);
    const project = await newProject();
    const first = await newSprint(project._id, monday, 'First');
    const add = async (sprintId: string, title: string, estimateHours: number) =>
      taskSchema.parse(
        (
          await call(MANAGER, 'POST', `/v2/sprints/${sprintId}/tasks`, { title, estimateHours, assigneeId: memberId })
        ).json(),
      );
    const done = await add(first._id, 'Done', 3);
    const left = await add(first._id, 'Left', 5);
    moveClockTo(monday, 9);
    await call(MANAGER, 'POST', `/v2/sprints/${first._id}/start`, {});
    await call(MEMBER, 'POST', `/v2/tasks/${done._id}/status`, { status: 'in_progress' });
    expect(
      (
        await call(MEMBER, 'POST', `/v2/tasks/${done._id}/status`, {
          status: 'completed',
          actualHours: 2,
          route: 'known',
        })
      ).statusCode,
    ).toBe(200);
    moveClockTo(plusDays(monday, 4), 16);

    // no next sprint yet (and not recurring): refused, naming the field, and nothing changes
    const refused = await call(MANAGER, 'POST', `/v2/sprints/${first._id}/close`, { unfinishedTo: 'next' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details).toMatchObject([
      {
        field: 'unfinishedTo',
        message:
          'needs a next open sprint: create one first (or make this sprint recurring), or send them to the backlog',
      },
    ]);
    expect((await call(MEMBER, 'GET', `/v2/sprints/${first._id}`)).json()).toMatchObject({ status: 'current' });

    const second = await newSprint(project._id, plusDays(monday, 7), 'Second');
    const closed = closeSprintResponseSchema.parse(
      (await call(MANAGER, 'POST', `/v2/sprints/${first._id}/close`, { unfinishedTo: 'next' })).json(),
    );
    // committed 8; completed 3; spill-over 5 (Left), which goes on to Second; score 100 × 3 ÷ 8 = 37.5
    expect(closed).toMatchObject({
      movedTasks: 1,
      movedTo: 'next',
      sprint: {
        snapshot: {
          committedHours: 8,
          completedHours: 3,
          spillOverHours: 5,
          scopeAddedHours: 0,
          actualHours: 2,
          score: 37.5,
        },
      },
    });
    const moved = taskSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${left._id}`)).json().task);
    expect(moved).toMatchObject({ sprintId: second._id, carriedFromSprintId: first._id });
    const report = sprintReportSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${first._id}/report`)).json());
    expect(report.spilledTasks.map((task) => [task.title, task.movedTo])).toEqual([['Left', 'next']]);
    expect(
      taskHistoryListSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${left._id}/history`)).json()).items[0],
    ).toMatchObject({ field: 'sprint', from: 'First', to: 'Second' });

    moveClockTo(plusDays(monday, 7), 9);
    const started = sprintSchema.parse((await call(MANAGER, 'POST', `/v2/sprints/${second._id}/start`, {})).json());
    expect(started.snapshot).toMatchObject({ committedHours: 5, scopeAddedHours: 0 });
  });

  it('refuses the report of a sprint not closed yet', async () => {
    const project = await newProject();
    const sprint = await newSprint(project._id, isoDay(server.app.now()));
    const response = await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/report`);
    expect(response.statusCode).toBe(409);
  });
});

describe('the seeded demo data', () => {
  const ATLAS = seedId('project', 'acme', 'atlas');

  it('has a backlog in order, a history on every task, and conversations with mentions', async () => {
    const page = await backlog(ATLAS, MANAGER);
    expect(page.total).toBe(8);
    expect(page.items.map((task) => task.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page.items.some((task) => task.assignee === null)).toBe(true);
    expect(page.sprints.map((sprint) => sprint.status)).toContain('current');
    const history = taskHistoryListSchema.parse(
      (await call(MANAGER, 'GET', `/v2/tasks/${page.items[0]!._id}/history`)).json(),
    );
    expect(history.items.map((entry) => entry.field)).toEqual(['created']);

    // Atlas's conversations, in a fixed order (the engines order an unordered GROUP BY differently); other
    // tests here comment on projects of their own, whose random ids could otherwise sort first
    const rows = await server.db.query<{ task_id: string; n: number }>(
      'SELECT c.task_id, count(*)::int AS n FROM task_comments c JOIN tasks t ON t.id = c.task_id WHERE t.project_id = $1 GROUP BY c.task_id ORDER BY c.task_id',
      [ATLAS],
    );
    expect(rows.length).toBe(2);
    const comments = taskCommentListSchema.parse(
      (await call(ADMIN, 'GET', `/v2/tasks/${rows[0]!.task_id}/comments`)).json(),
    );
    expect(comments.items).toHaveLength(2);
    expect(comments.items[1]!.mentions).toHaveLength(1);
    expect(comments.items[1]!.body.startsWith(`@${comments.items[1]!.mentions[0]!.name.split(' ')[0]}`)).toBe(true);
  });

  it("describes each sprint on its board, its report and its own answer as the project's sprint list does", async () => {
    for (const email of [ADMIN, MEMBER]) {
      const list = sprintListSchema.parse((await call(email, 'GET', `/v2/projects/${ATLAS}/sprints`)).json());
      expect(new Set(list.items.map((sprint) => sprint.status))).toEqual(new Set(['completed', 'current', 'planned']));
      for (const listed of list.items) {
        const own = sprintSchema.parse((await call(email, 'GET', `/v2/sprints/${listed._id}`)).json());
        const board = sprintBoardSchema.parse((await call(email, 'GET', `/v2/sprints/${listed._id}/board`)).json());
        const cards = sprintBoardCardsSchema.parse(
          (await call(email, 'GET', `/v2/sprints/${listed._id}/board/cards`)).json(),
        );
        expect([own, board.sprint, cards.sprint]).toEqual([listed, listed, listed]);
        if (listed.status === 'completed') {
          const report = sprintReportSchema.parse(
            (await call(email, 'GET', `/v2/sprints/${listed._id}/report`)).json(),
          );
          expect(report.sprint).toEqual(listed);
        }
      }
    }
  });

  it('burns every closed seeded sprint down to its frozen spill-over, from the history', async () => {
    const list = (await call(MANAGER, 'GET', `/v2/projects/${ATLAS}/sprints`)).json() as {
      items: Array<{ _id: string; status: string }>;
    };
    const closed = list.items.filter((sprint) => sprint.status === 'completed');
    expect(closed.length).toBeGreaterThan(3);
    for (const { _id } of closed) {
      const report = sprintReportSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${_id}/report`)).json());
      const { snapshot } = report.sprint;
      const last = report.burndown.days.at(-1)!;
      expect({ _id, remaining: last.remainingHours, completed: last.completedHours }).toEqual({
        _id,
        remaining: snapshot.spillOverHours,
        completed: snapshot.completedHours,
      });
      expect(report.burndown.committedHours).toBe(snapshot.committedHours);
      expect(report.completedTasks.length + report.spilledTasks.length).toBe(report.sprint.tasksTotal);
      expect(report.scopeAddedTasks.reduce((sum, task) => sum + task.estimateHours, 0)).toBe(snapshot.scopeAddedHours);
      // the chart marks the day each added task came in
      expect(report.burndown.days.reduce((sum, day) => sum + day.scopeAddedHours, 0)).toBe(snapshot.scopeAddedHours);
      expect(report.people.reduce((sum, row) => sum + row.actualHours, 0)).toBeCloseTo(snapshot.actualHours);
      // work was done during the week: the line goes down (or scope came in)
      expect(report.burndown.days[0]!.remainingHours).not.toBeNull();
    }
    const current = list.items.find((sprint) => sprint.status === 'current')!;
    const burndown = sprintBurndownSchema.parse(
      (await call(MEMBER, 'GET', `/v2/sprints/${current._id}/burndown`)).json(),
    );
    expect(burndown.days.length).toBeGreaterThan(0);
  });
});
