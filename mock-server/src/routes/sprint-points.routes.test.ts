import {
  changeTaskStatusResponseSchema,
  closeSprintResponseSchema,
  feedPageSchema,
  projectPageSchema,
  projectOverviewSchema,
  projectSchema,
  sprintBurndownSchema,
  sprintReportSchema,
  sprintSchema,
  taskSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #49 (sprints): story points and a project scoring by them, the sprint goal, the real start and close
 * instants behind the burndown and the report, velocity, and the feed post carrying the score every screen
 * shows. Worked numbers throughout.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const memberId = seedId('user', 'acme', 2);

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
const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));
function moveClockTo(day: string, hour: number) {
  const target = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  server.clock.advance(target - server.app.now().getTime());
}
/** The next Sunday after the server's today. */
function nextSunday(): string {
  const today = isoDay(server.app.now());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return plusDays(today, (7 - weekday) % 7 || 7);
}

async function newProject(scoringUnit?: 'hours' | 'points') {
  const response = await call(MANAGER, 'POST', '/v2/projects', {
    name: `Points ${Math.random().toString(36).slice(2, 8)}`,
    status: 'in_progress',
    startDate: '2026-01-05',
    recurringMonths: 12,
    memberIds: [memberId],
    ...(scoringUnit ? { scoringUnit } : {}),
  });
  expect(response.statusCode).toBe(201);
  return projectSchema.parse(response.json());
}
async function newSprint(projectId: string, startDate: string, goal?: string) {
  const response = await call(MANAGER, 'POST', `/v2/projects/${projectId}/sprints`, {
    name: 'Sprint 1',
    startDate,
    endDate: plusDays(startDate, 4),
    ...(goal === undefined ? {} : { goal }),
  });
  expect(response.statusCode).toBe(201);
  return sprintSchema.parse(response.json());
}
async function newTask(sprintId: string, body: Partial<CreateTaskBody>): Promise<Task> {
  const response = await call(MANAGER, 'POST', `/v2/sprints/${sprintId}/tasks`, {
    title: 'A task',
    estimateHours: 8,
    assigneeId: memberId,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json());
}
async function complete(taskId: string, actualHours: number) {
  await call(MEMBER, 'POST', `/v2/tasks/${taskId}/status`, { status: 'in_progress' });
  const response = await call(MEMBER, 'POST', `/v2/tasks/${taskId}/status`, {
    status: 'completed',
    actualHours,
    route: 'known',
  });
  expect(response.statusCode).toBe(200);
  return changeTaskStatusResponseSchema.parse(response.json()).task;
}
async function sprintOf(id: string) {
  return sprintSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${id}`)).json());
}
async function closePost(sprintId: string) {
  const feed = feedPageSchema.parse((await call(MEMBER, 'GET', '/v2/feeds')).json());
  return feed.items.find((post) => post.event?.kind === 'sprint_closed' && post.event.sprintId === sprintId);
}

describe('story points and the scoring unit', () => {
  it('refuses bad points, a bad unit and a bad goal with a 400 naming the field, changing nothing', async () => {
    const project = await newProject();
    expect(project.scoringUnit).toBe('hours');
    const unit = await call(MANAGER, 'PATCH', `/v2/projects/${project._id}`, { scoringUnit: 'days' });
    expect(unit.statusCode).toBe(400);
    expect(JSON.stringify(unit.json())).toContain('scoringUnit');
    const sprint = await newSprint(project._id, plusDays(isoDay(server.app.now()), 1));
    for (const storyPoints of [-1, 1000.5, 2.25, 'three']) {
      const response = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/tasks`, {
        title: 'Bad points',
        estimateHours: 1,
        storyPoints,
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('storyPoints');
    }
    for (const goal of ['x'.repeat(501), 'ship\u0007it']) {
      const response = await call(MANAGER, 'PATCH', `/v2/sprints/${sprint._id}`, { goal });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('goal');
    }
    expect((await sprintOf(sprint._id)).goal).toBe('');
    expect((await sprintOf(sprint._id)).tasksTotal).toBe(0);
    // a member sees the goal, the points and the unit, but changes none of them
    const task = await newTask(sprint._id, { storyPoints: 2.5 });
    expect(task.storyPoints).toBe(2.5);
    expect((await call(MEMBER, 'PATCH', `/v2/tasks/${task._id}`, { storyPoints: 3 })).statusCode).toBe(403);
    expect((await call(MEMBER, 'PATCH', `/v2/sprints/${sprint._id}`, { goal: 'Mine' })).statusCode).toBe(403);
    expect((await call(MEMBER, 'PATCH', `/v2/projects/${project._id}`, { scoringUnit: 'points' })).statusCode).toBe(
      403,
    );
    const cleared = await call(MANAGER, 'PATCH', `/v2/tasks/${task._id}`, { storyPoints: null });
    expect(cleared.statusCode).toBe(200);
    expect(taskSchema.parse((await call(MEMBER, 'GET', `/v2/tasks/${task._id}`)).json().task).storyPoints).toBeNull();
  });

  it('scores a points project by points on every screen: list, sprint, report, overview, velocity and feed', async () => {
    const sunday = nextSunday();
    const monday = plusDays(sunday, 1);
    moveClockTo(plusDays(sunday, -3), 10);
    const project = await newProject('points');
    const sprint = await newSprint(project._id, monday, 'Checkout works end to end');
    // committed: Design 8 h / 5 pt, Build 12 h / 8 pt, Docs 3 h / no points (counts 0): 23 h, 13 pt
    const design = await newTask(sprint._id, { title: 'Design', estimateHours: 8, storyPoints: 5 });
    const build = await newTask(sprint._id, { title: 'Build', estimateHours: 12, storyPoints: 8 });
    await newTask(sprint._id, { title: 'Docs', estimateHours: 3 });
    expect((await sprintOf(sprint._id)).snapshot).toMatchObject({
      committedHours: 23,
      committedPoints: 13,
      tasksWithoutPoints: 1,
      scoringUnit: 'points',
      score: null,
    });
    moveClockTo(monday, 9);
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    // Tuesday: Hotfix 4 h / 3 pt added; Design and Hotfix completed; Build re-pointed 8 → 10 (committed stays 13)
    moveClockTo(plusDays(monday, 1), 10);
    const hotfix = await newTask(sprint._id, { title: 'Hotfix', estimateHours: 4, storyPoints: 3 });
    await complete(design._id, 7);
    await complete(hotfix._id, 5);
    expect((await call(MANAGER, 'PATCH', `/v2/tasks/${build._id}`, { storyPoints: 10 })).statusCode).toBe(200);
    // live: completed 8 pt of 13 committed = 61.54 (hours would say 12 of 23 = 52.17)
    const live = await sprintOf(sprint._id);
    expect(live.snapshot).toMatchObject({
      committedHours: 23,
      completedHours: 12,
      committedPoints: 13,
      completedPoints: 8,
      spillOverPoints: 10,
      scopeAddedPoints: 3,
      scoringUnit: 'points',
      score: 61.54,
    });
    const listed = projectPageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/projects?search=${encodeURIComponent(project.name)}`)).json(),
    );
    expect(listed.items.find((item) => item._id === project._id)?.score).toBe(61.54);

    moveClockTo(plusDays(monday, 4), 16);
    const closed = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' });
    expect(closed.statusCode).toBe(200);
    const frozen = closeSprintResponseSchema.parse(closed.json()).sprint;
    expect(frozen.snapshot).toEqual({
      committedHours: 23,
      completedHours: 12,
      spillOverHours: 15,
      scopeAddedHours: 4,
      actualHours: 12,
      committedPoints: 13,
      completedPoints: 8,
      spillOverPoints: 10,
      scopeAddedPoints: 3,
      tasksWithoutPoints: 1,
      scoringUnit: 'points',
      score: 61.54,
    });
    expect(frozen.goal).toBe('Checkout works end to end');
    // the unit changing later leaves the frozen score as it was
    expect((await call(MANAGER, 'PATCH', `/v2/projects/${project._id}`, { scoringUnit: 'hours' })).statusCode).toBe(
      200,
    );
    expect((await sprintOf(sprint._id)).snapshot).toMatchObject({ scoringUnit: 'points', score: 61.54 });
    const report = sprintReportSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/report`)).json());
    expect(report.sprint.snapshot.score).toBe(61.54);
    expect(report.sprint.goal).toBe('Checkout works end to end');
    const overview = projectOverviewSchema.parse(
      (await call(MEMBER, 'GET', `/v2/projects/${project._id}/overview`)).json(),
    );
    expect(overview.project.score).toBe(61.54);
    // velocity in the project's unit now (hours): 23 committed, 12 completed
    expect(overview.velocity).toEqual({
      scoringUnit: 'hours',
      sprints: [
        {
          sprintId: sprint._id,
          number: 1,
          name: 'Sprint 1',
          closedAt: frozen.closedAt,
          committed: 23,
          completed: 12,
          score: 61.54,
        },
      ],
      averageCompleted: 12,
    });
    expect((await call(MANAGER, 'PATCH', `/v2/projects/${project._id}`, { scoringUnit: 'points' })).statusCode).toBe(
      200,
    );
    const inPoints = projectOverviewSchema.parse(
      (await call(MEMBER, 'GET', `/v2/projects/${project._id}/overview`)).json(),
    ).velocity;
    expect(inPoints.sprints.map((entry) => [entry.committed, entry.completed])).toEqual([[13, 8]]);
    const post = await closePost(sprint._id);
    expect(post?.event).toMatchObject({ score: 61.54, scoringUnit: 'points', goal: 'Checkout works end to end' });
    expect(post?.body).toContain('score of 61.54 (story points)');
    expect(post?.body).toContain('Goal: “Checkout works end to end”');
  });

  it('answers an empty velocity while no sprint is closed', async () => {
    const project = await newProject();
    const overview = projectOverviewSchema.parse(
      (await call(MEMBER, 'GET', `/v2/projects/${project._id}/overview`)).json(),
    );
    expect(overview.velocity).toEqual({ scoringUnit: 'hours', sprints: [], averageCompleted: null });
  });
});

describe('the feed post carries the score every screen shows', () => {
  it('says 128.57 for a sprint that finished more than it committed, not 100', async () => {
    const project = await newProject();
    const sprint = await newSprint(project._id, isoDay(server.app.now()));
    const committed = await newTask(sprint._id, { title: 'Committed', estimateHours: 7 });
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    const added = await newTask(sprint._id, { title: 'Added', estimateHours: 2 });
    await complete(committed._id, 7);
    await complete(added._id, 2);
    const closed = await call(ADMIN, 'POST', `/v2/sprints/${sprint._id}/close`, {});
    // 100 × 9 ÷ 7 = 128.57
    expect(closeSprintResponseSchema.parse(closed.json()).sprint.snapshot.score).toBe(128.57);
    const post = await closePost(sprint._id);
    expect(post?.event).toMatchObject({ score: 128.57 });
    expect(post?.body).toContain('with a score of 128.57.');
    expect(post?.body).not.toContain('/ 100');
  });
});

describe('the real start and close', () => {
  it('draws a sprint started the Sunday before its Monday and closed before Monday', async () => {
    const sunday = nextSunday();
    const monday = plusDays(sunday, 1);
    moveClockTo(plusDays(sunday, -2), 10);
    const project = await newProject();
    const sprint = await newSprint(project._id, monday);
    const a = await newTask(sprint._id, { title: 'A', estimateHours: 8 });
    await newTask(sprint._id, { title: 'B', estimateHours: 4 });
    // started Sunday 09:00 with the goal, 12 h committed; C 2 h added at 11:00, A completed at 15:00
    moveClockTo(sunday, 9);
    const started = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, { goal: 'Weekend push' });
    expect(started.statusCode).toBe(200);
    const startedSprint = sprintSchema.parse(started.json());
    expect(startedSprint.goal).toBe('Weekend push');
    expect(startedSprint.startedAt?.slice(0, 16)).toBe(`${sunday}T09:00`);
    moveClockTo(sunday, 11);
    await newTask(sprint._id, { title: 'C', estimateHours: 2 });
    moveClockTo(sunday, 15);
    await complete(a._id, 6);
    // closed Sunday 20:00, before its first working day
    moveClockTo(sunday, 20);
    const closed = closeSprintResponseSchema.parse(
      (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, {})).json(),
    ).sprint;
    expect(closed.closedAt?.slice(0, 16)).toBe(`${sunday}T20:00`);
    expect(closed).toMatchObject({
      snapshot: { committedHours: 12, completedHours: 8, spillOverHours: 6, scopeAddedHours: 2, score: 66.67 },
    });
    // one day, the real one: 6 h left (B 4 + C 2), 8 done, 2 added; the ideal reaches 0 at its end
    const burndown = sprintBurndownSchema.parse(
      (await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/burndown`)).json(),
    );
    expect(burndown).toEqual({
      sprintId: sprint._id,
      committedHours: 12,
      days: [{ day: sunday, remainingHours: 6, idealHours: 0, scopeAddedHours: 2, completedHours: 8 }],
    });
    const report = sprintReportSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/report`)).json());
    expect(report.burndown).toEqual(burndown);
    expect(report.scopeAddedTasks.map((task) => task.title)).toEqual(['C']);
  });

  it('draws from a Sunday start to a Wednesday close, weekend work on Monday', async () => {
    const sunday = nextSunday();
    const monday = plusDays(sunday, 1);
    moveClockTo(plusDays(sunday, -2), 10);
    const project = await newProject();
    const sprint = await newSprint(project._id, monday);
    const a = await newTask(sprint._id, { title: 'A', estimateHours: 6 });
    const b = await newTask(sprint._id, { title: 'B', estimateHours: 4 });
    await newTask(sprint._id, { title: 'C', estimateHours: 10 });
    moveClockTo(sunday, 18);
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    // Sunday 19:00 D 5 h added; Monday A done; Tuesday B done; closed Wednesday 12:00 (planned Friday)
    moveClockTo(sunday, 19);
    await newTask(sprint._id, { title: 'D', estimateHours: 5 });
    moveClockTo(monday, 12);
    await complete(a._id, 6);
    moveClockTo(plusDays(monday, 1), 12);
    await complete(b._id, 4);
    moveClockTo(plusDays(monday, 2), 12);
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, {})).statusCode).toBe(200);
    const burndown = sprintBurndownSchema.parse(
      (await call(MEMBER, 'GET', `/v2/sprints/${sprint._id}/burndown`)).json(),
    );
    // committed 20 over Monday–Wednesday (the real span): ideal 13.33, 6.67, 0
    expect(burndown.days).toEqual([
      { day: monday, remainingHours: 19, idealHours: 13.33, scopeAddedHours: 5, completedHours: 6 },
      { day: plusDays(monday, 1), remainingHours: 15, idealHours: 6.67, scopeAddedHours: 0, completedHours: 10 },
      { day: plusDays(monday, 2), remainingHours: 15, idealHours: 0, scopeAddedHours: 0, completedHours: 10 },
    ]);
  });
});

describe('a sprint past its end', () => {
  it('says how many days ago it ended while it is still open', async () => {
    const sunday = nextSunday();
    const monday = plusDays(sunday, 1);
    moveClockTo(monday, 9);
    const project = await newProject();
    const sprint = await newSprint(project._id, monday);
    expect((await sprintOf(sprint._id)).daysPastEnd).toBe(0);
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(200);
    // ends Friday; on the next Tuesday it ended 4 days ago
    moveClockTo(plusDays(monday, 8), 9);
    expect((await sprintOf(sprint._id)).daysPastEnd).toBe(4);
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, {})).statusCode).toBe(200);
    expect((await sprintOf(sprint._id)).daysPastEnd).toBe(0);
  });
});
