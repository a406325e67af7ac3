import {
  backlogPageSchema,
  errorEnvelopeSchema,
  projectSchema,
  sprintBoardSchema,
  sprintSchema,
  taskSchema,
  wipLimitsResponseSchema,
  type CreateTaskBody,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #49 (planning): the backlog as the planning hub (each open sprint's tasks, what it holds and the
 * team's capacity for its dates, from availability and leave), its filters, and the board's WIP limits.
 */

const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const acme = seedId('company', 'acme');
const managerId = seedId('user', 'acme', 1);
const memberId = seedId('user', 'acme', 2);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PUT';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authHeaders(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const errorOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());

let made = 0;
async function newProject() {
  made += 1;
  const response = await call(MANAGER, 'POST', '/v2/projects', {
    name: `Planning project ${made}`,
    status: 'in_progress',
    startDate: '2026-01-05',
    recurringMonths: 20,
    memberIds: [memberId],
  });
  expect(response.statusCode).toBe(201);
  return projectSchema.parse(response.json());
}
async function newSprint(projectId: string, startDate: string, endDate: string) {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/sprints`, {
    name: `Sprint from ${startDate}`,
    startDate,
    endDate,
  });
  expect(response.statusCode).toBe(201);
  return sprintSchema.parse(response.json());
}
async function backlogTask(projectId: string, body: Partial<CreateTaskBody>) {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/backlog`, {
    title: 'Backlog task',
    estimateHours: 3,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function sprintTask(sprintId: string, body: Partial<CreateTaskBody>) {
  const response = await call(MANAGER, 'POST', `/v2/sprints/${sprintId}/tasks`, {
    title: 'Sprint task',
    estimateHours: 3,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function backlog(projectId: string, query = '', email = MEMBER) {
  const response = await call(email, 'GET', `/v2/projects/${projectId}/backlog${query}`);
  expect(response.statusCode).toBe(200);
  return backlogPageSchema.parse(response.json());
}

describe('the backlog as the planning hub', () => {
  it("lists each open sprint's tasks by rank with what it holds and the team's capacity for its dates", async () => {
    const project = await newProject();
    // Monday 1 to Friday 12 March 2027: 10 working days, no public holiday in the seeded calendars
    const sprint = await newSprint(project._id, '2027-03-01', '2027-03-12');
    const a = await sprintTask(sprint._id, { title: 'A', estimateHours: 12, storyPoints: 5, assigneeId: memberId });
    await sprintTask(sprint._id, { title: 'B', estimateHours: 18, storyPoints: 2.5 });
    // the member is away Wednesday 3 to the morning of Friday 5 March: 8 + 8 + 4 = 20 h
    await server.db.query(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, half_day_end, status)
       VALUES ($1, $2, 'annual', '2027-03-03', '2027-03-05', true, 'approved')`,
      [acme, memberId],
    );
    // a leave still pending takes nothing
    await server.db.query(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, status)
       VALUES ($1, $2, 'annual', '2027-03-08', '2027-03-08', 'pending')`,
      [acme, managerId],
    );
    const page = await backlog(project._id);
    expect(page.plan).toHaveLength(1);
    const [plan] = page.plan;
    expect(plan!.sprint._id).toBe(sprint._id);
    expect(plan!.items.map((task) => task.title)).toEqual(['A', 'B']);
    // what it holds: 12 + 18 = 30 h and 5 + 2.5 = 7.5 points (the tile once showed the committed hours of a
    // sprint not started: 0)
    expect(plan!.totals).toEqual({ tasks: 2, hours: 30, points: 7.5 });
    // 2 people × 10 days × 8 h = 160 h, less the member's 20 h of leave = 140 h
    expect(plan!.capacity).toEqual({ hours: 140, people: 2 });

    // the filters narrow the lists, never the totals
    const mine = await backlog(project._id, `?assigneeId=${memberId}`);
    expect(mine.plan[0]!.items.map((task) => task._id)).toEqual([a._id]);
    expect(mine.plan[0]!.totals).toEqual({ tasks: 2, hours: 30, points: 7.5 });
    const nobody = await backlog(project._id, '?assigneeId=unassigned');
    expect(nobody.plan[0]!.items.map((task) => task.title)).toEqual(['B']);
  });

  it("sends each open sprint's first tasks by rank when the client asks for a page of them, with how many match", async () => {
    const project = await newProject();
    const current = await newSprint(project._id, '2027-04-05', '2027-04-09');
    const next = await newSprint(project._id, '2027-04-12', '2027-04-16');
    for (const title of ['C1', 'C2', 'C3', 'C4']) await sprintTask(current._id, { title, assigneeId: memberId });
    await sprintTask(current._id, { title: 'C5' });
    await sprintTask(next._id, { title: 'N1' });
    // C3 goes first: the page follows the rank, not the order of creation
    const c3 = (await backlog(project._id)).plan[0]!.items.find((task) => task.title === 'C3')!;
    const c1 = (await backlog(project._id)).plan[0]!.items.find((task) => task.title === 'C1')!;
    expect((await call(MANAGER, 'POST', `/v2/tasks/${c3._id}/move`, { beforeId: c1._id })).statusCode).toBe(200);

    const whole = await backlog(project._id);
    expect(whole.plan.map((plan) => plan.items.map((task) => task.title))).toEqual([
      ['C3', 'C1', 'C2', 'C4', 'C5'],
      ['N1'],
    ]);
    expect(whole.plan.map((plan) => plan.matching)).toEqual([5, 1]);

    const paged = await backlog(project._id, '?planLimit=2');
    expect(paged.plan.map((plan) => plan.items.map((task) => task.title))).toEqual([['C3', 'C1'], ['N1']]);
    expect(paged.plan.map((plan) => plan.matching)).toEqual([5, 1]);
    // what a sprint holds is every task, however few are sent
    expect(paged.plan[0]!.totals.tasks).toBe(5);

    // with a filter: its first matches, and how many match
    const mine = await backlog(project._id, `?planLimit=3&assigneeId=${memberId}`);
    expect(mine.plan.map((plan) => plan.items.map((task) => task.title))).toEqual([['C3', 'C1', 'C2'], []]);
    expect(mine.plan.map((plan) => plan.matching)).toEqual([4, 0]);
    expect(mine.plan[0]!.totals.tasks).toBe(5);

    for (const bad of ['0', '501', '2.5', 'many']) {
      const refused = await call(MEMBER, 'GET', `/v2/projects/${project._id}/backlog?planLimit=${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).details).toMatchObject([{ field: 'planLimit' }]);
    }
  });

  it('filters the backlog by assignee and text, and refuses a filter that is not a person', async () => {
    const project = await newProject();
    await backlogTask(project._id, { title: 'Login page', assigneeId: memberId });
    await backlogTask(project._id, { title: 'Login API' });
    await backlogTask(project._id, { title: 'Search page', assigneeId: memberId });
    expect((await backlog(project._id, `?assigneeId=${memberId}`)).items.map((task) => task.title)).toEqual([
      'Login page',
      'Search page',
    ]);
    const both = await backlog(project._id, `?assigneeId=${memberId}&search=login`);
    expect(both.items.map((task) => task.title)).toEqual(['Login page']);
    expect(both.total).toBe(1);
    expect((await backlog(project._id, '?assigneeId=unassigned')).items.map((task) => task.title)).toEqual([
      'Login API',
    ]);
    const refused = await call(MEMBER, 'GET', `/v2/projects/${project._id}/backlog?assigneeId=someone`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details).toMatchObject([{ field: 'assigneeId' }]);
    // with no sprint the plan is empty, and the tasks still in the backlog are all there is
    expect((await backlog(project._id)).plan).toEqual([]);
  });
});

describe('WIP limits', () => {
  it("are set by the project's managers, kept per column, and shown on every board of the project", async () => {
    const project = await newProject();
    const sprint = await newSprint(project._id, '2027-03-01', '2027-03-05');
    const url = `/v2/projects/${project._id}/wip-limits`;
    const board = async (email = MEMBER) =>
      sprintBoardSchema.parse((await call(email, 'GET', `/v2/sprints/${sprint._id}/board`)).json());
    expect(await board()).toMatchObject({ wipLimits: {}, canManage: false });

    const saved = await call(MANAGER, 'PUT', url, { limits: { in_progress: 4, stuck: 2, completed: null } });
    expect(saved.statusCode).toBe(200);
    // null means no limit, and is not kept
    expect(wipLimitsResponseSchema.parse(saved.json())).toEqual({ limits: { in_progress: 4, stuck: 2 } });
    expect(await board()).toMatchObject({ wipLimits: { in_progress: 4, stuck: 2 }, canManage: false });
    expect((await board(MANAGER)).canManage).toBe(true);

    // the whole set replaces the last
    expect((await call(MANAGER, 'PUT', url, { limits: { in_progress: 3 } })).statusCode).toBe(200);
    expect((await board()).wipLimits).toEqual({ in_progress: 3 });

    for (const [limits, field] of [
      [{ in_progress: 0 }, 'limits.in_progress'],
      [{ in_progress: 2.5 }, 'limits.in_progress'],
      [{ stuck: 1000 }, 'limits.stuck'],
      [{ stuck: '3' }, 'limits.stuck'],
      [{ done: 3 }, 'limits.done'],
    ] as const) {
      const refused = await call(MANAGER, 'PUT', url, { limits });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).details?.[0]?.field).toBe(field);
    }
    expect((await board()).wipLimits).toEqual({ in_progress: 3 });

    expect((await call(MEMBER, 'PUT', url, { limits: {} })).statusCode).toBe(403);
    expect((await call(GLOBEX, 'PUT', url, { limits: {} })).statusCode).toBe(404);
  });

  it('answers when each task last changed, for the board\'s "recently updated" filter', async () => {
    const project = await newProject();
    const sprint = await newSprint(project._id, '2027-03-01', '2027-03-05');
    const task = await sprintTask(sprint._id, { title: 'Fresh' });
    const [card] = sprintBoardSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/board`)).json()).items;
    expect(card!.updatedAt).toBe(task.updatedAt);
    expect(server.app.now().getTime() - Date.parse(card!.updatedAt)).toBeLessThan(60_000);
  });
});
