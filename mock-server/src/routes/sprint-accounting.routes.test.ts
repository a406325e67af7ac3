import { eq } from 'drizzle-orm';
import {
  changeTaskStatusResponseSchema,
  closeSprintResponseSchema,
  errorEnvelopeSchema,
  feedPageSchema,
  projectOverviewSchema,
  projectSchema,
  sprintSchema,
  taskSchema,
  type CreateTaskBody,
  type Task,
} from '@timely/contract';
import { karmaAwards } from '../db/schema/karma.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue #27: the sprint accounting a Jira user trusts, with worked numbers. A sprint is planned until a
 * manager starts it; committed = estimates in it then; later arrivals are scope added; karma belongs to
 * the assignee whoever completes; actual hours are the hours entered; a planned sprint cannot be closed.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const managerId = seedId('user', 'acme', 1);
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
/** Moves the server's clock forward to `day` at `hour`:00 UTC. */
function moveClockTo(day: string, hour: number) {
  const target = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  server.clock.advance(target - server.app.now().getTime());
}
/** The next Thursday after the server's today. */
function nextThursday(): string {
  const today = isoDay(server.app.now());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return plusDays(today, (4 - weekday + 7) % 7 || 7);
}

async function newProject() {
  const response = await call(MANAGER, 'POST', '/v2/projects', {
    name: `Accounting ${Math.random().toString(36).slice(2, 8)}`,
    status: 'in_progress',
    startDate: '2026-01-05',
    recurringMonths: 6,
    memberIds: [memberId],
  });
  expect(response.statusCode).toBe(201);
  return projectSchema.parse(response.json());
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
async function sprintOf(id: string) {
  return sprintSchema.parse((await call(MEMBER, 'GET', `/v2/sprints/${id}`)).json());
}
async function complete(email: string, taskId: string, body: Record<string, unknown>) {
  await call(email, 'POST', `/v2/tasks/${taskId}/status`, { status: 'in_progress' });
  const response = await call(email, 'POST', `/v2/tasks/${taskId}/status`, { status: 'completed', ...body });
  expect(response.statusCode).toBe(200);
  return changeTaskStatusResponseSchema.parse(response.json()).task;
}

describe('a sprint created on a Thursday with its start on Monday', () => {
  it('stays planned with its tasks, starts, takes scope added, and closes with the worked numbers', async () => {
    const thursday = nextThursday();
    const monday = plusDays(thursday, 4);
    moveClockTo(thursday, 10);
    const project = await newProject();
    const created = await call(MANAGER, 'POST', `/v2/projects/${project._id}/sprints`, {
      name: 'Sprint 1',
      startDate: monday,
      endDate: plusDays(monday, 4),
    });
    expect(created.statusCode).toBe(201);
    const sprint = sprintSchema.parse(created.json());
    expect(sprint).toMatchObject({
      status: 'planned',
      startedAt: null,
      startOverdue: false,
      canStart: true,
      canClose: false,
      snapshot: { score: null },
    });

    // planned on Thursday: 8 h and 12 h for the member, 4 h for nobody yet
    const design = await newTask(sprint._id, { title: 'Design', estimateHours: 8 });
    const build = await newTask(sprint._id, { title: 'Build', estimateHours: 12 });
    const release = await newTask(sprint._id, { title: 'Release', estimateHours: 4, assigneeId: null });
    // a planned sprint shows what starting it would commit, and no score (not 0, not a guess)
    expect((await sprintOf(sprint._id)).snapshot).toMatchObject({
      committedHours: 24,
      completedHours: 0,
      spillOverHours: 24,
      scopeAddedHours: 0,
      actualHours: 0,
      score: null,
    });

    const refused = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, {});
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json()).message).toBe(
      'This sprint has not started yet: a planned sprint cannot be closed. Start it first, or delete it.',
    );

    // Monday morning nobody has started it: it says so
    moveClockTo(monday, 9);
    expect(await sprintOf(sprint._id)).toMatchObject({ status: 'planned', startOverdue: true });
    expect((await call(MEMBER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(403);
    // a start with no body at all is fine
    const started = await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`);
    expect(started.statusCode).toBe(200);
    expect(sprintSchema.parse(started.json())).toMatchObject({
      status: 'current',
      startOverdue: false,
      canStart: false,
      canClose: true,
      snapshot: { committedHours: 24, scopeAddedHours: 0, score: 0 },
    });
    expect((await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/start`, {})).statusCode).toBe(409);

    // Tuesday: 5 h more for the member is scope added
    moveClockTo(plusDays(monday, 1), 11);
    const hotfix = await newTask(sprint._id, { title: 'Hotfix', estimateHours: 5 });
    expect(hotfix.scopeAdded).toBe(true);
    expect(design.scopeAdded).toBe(false);
    expect((await sprintOf(sprint._id)).snapshot).toMatchObject({ committedHours: 24, scopeAddedHours: 5 });

    // the member completes Design (7 h entered): 8 points, theirs
    const designDone = await complete(MEMBER, design._id, { actualHours: 7, route: 'known' });
    expect(designDone.karma).toMatchObject({
      points: 8,
      earnedBy: { _id: memberId },
      recipient: { _id: memberId },
      recognisedPoints: 0,
    });
    // the admin completes the member's Hotfix (6 h, new route): 7.5 points, still the member's
    const hotfixDone = await complete(ADMIN, hotfix._id, { actualHours: 6, route: 'new' });
    expect(hotfixDone.karma).toMatchObject({ points: 7.5, earnedBy: { _id: memberId }, recipient: { _id: memberId } });
    const hotfixAwards = await server.db.orm.select().from(karmaAwards).where(eq(karmaAwards.taskId, hotfix._id));
    expect(hotfixAwards.map((award) => [award.recipientId, award.points])).toEqual([[memberId, '7.50']]);
    // the manager completes the open Release (4 h): it becomes theirs, and so do its 4 points
    const releaseDone = await complete(MANAGER, release._id, { actualHours: 4, route: 'known' });
    expect(releaseDone).toMatchObject({
      assignee: { _id: managerId },
      karma: { points: 4, recipient: { _id: managerId } },
    });

    // Friday: closed with Build unfinished, sent to the backlog
    moveClockTo(plusDays(monday, 4), 16);
    const closed = closeSprintResponseSchema.parse(
      (await call(MANAGER, 'POST', `/v2/sprints/${sprint._id}/close`, { unfinishedTo: 'backlog' })).json(),
    );
    // committed 24; completed 8 + 5 + 4 = 17; spill-over 12; added 5; entered 7 + 6 + 4 = 17; score 100 × 17 ÷ 24
    const frozen = {
      committedHours: 24,
      completedHours: 17,
      spillOverHours: 12,
      scopeAddedHours: 5,
      actualHours: 17,
      score: 70.83,
    };
    expect(closed).toMatchObject({
      movedTasks: 1,
      movedTo: 'backlog',
      nextSprint: null,
      sprint: { status: 'completed', tasksTotal: 4, tasksCompleted: 3, snapshot: frozen, canClose: false },
    });
    const buildNow = taskSchema.parse(
      (await call(MANAGER, 'PATCH', `/v2/tasks/${build._id}`, { estimateHours: 20 })).json(),
    );
    expect(buildNow).toMatchObject({ sprintId: null, carriedFromSprintId: sprint._id, estimateHours: 20 });
    // the snapshot is returned with the closed sprint and never changes
    expect(await sprintOf(sprint._id)).toMatchObject({
      status: 'completed',
      tasksTotal: 4,
      tasksCompleted: 3,
      snapshot: frozen,
    });

    const feed = feedPageSchema.parse((await call(MEMBER, 'GET', '/v2/feeds')).json());
    const post = feed.items.find((item) => item.event?.kind === 'sprint_closed' && item.event.sprintId === sprint._id);
    expect(post?.event).toMatchObject({ kind: 'sprint_closed', projectId: project._id, score: 70.83 });

    // actual hours everywhere are the hours entered: the project overview says 17, not the 17 h of estimates by chance
    const overview = projectOverviewSchema.parse(
      (await call(MEMBER, 'GET', `/v2/projects/${project._id}/overview`)).json(),
    );
    expect(overview.plannedVsActual).toEqual([
      { sprintId: sprint._id, number: 1, name: 'Sprint 1', planned: 24, actual: 17, closed: true },
    ]);
    expect(overview.project.score).toBe(70.83);
  });
});

describe('karma and actual hours', () => {
  async function currentSprint() {
    const project = await newProject();
    const today = isoDay(server.app.now());
    const sprint = sprintSchema.parse(
      (
        await call(MANAGER, 'POST', `/v2/projects/${project._id}/sprints`, {
          name: 'Now',
          startDate: today,
          endDate: plusDays(today, 4),
        })
      ).json(),
    );
    return { project, sprint };
  }

  it('lets the assignee recognise a peer with part of the points, and nobody else', async () => {
    const { sprint } = await currentSprint();
    const task = await newTask(sprint._id, { estimateHours: 10 });
    const notAssignee = await call(ADMIN, 'POST', `/v2/tasks/${task._id}/status`, { status: 'in_progress' });
    expect(notAssignee.statusCode).toBe(200);
    const byAdmin = await call(ADMIN, 'POST', `/v2/tasks/${task._id}/status`, {
      status: 'completed',
      actualHours: 9,
      route: 'known',
      recognisedPeerId: managerId,
      comment: 'Thanks',
    });
    expect(errorEnvelopeSchema.parse(byAdmin.json()).details).toMatchObject([
      { field: 'recognisedPeerId', message: "can be chosen by the task's assignee only: the points are theirs" },
    ]);
    const tooMany = await call(MEMBER, 'POST', `/v2/tasks/${task._id}/status`, {
      status: 'completed',
      actualHours: 9,
      route: 'known',
      recognisedPeerId: managerId,
      recognisedPoints: 11,
      comment: 'Thanks',
    });
    expect(errorEnvelopeSchema.parse(tooMany.json()).details).toMatchObject([
      { field: 'recognisedPoints', message: "must be at most the task's 10 points" },
    ]);
    const done = changeTaskStatusResponseSchema.parse(
      (
        await call(MEMBER, 'POST', `/v2/tasks/${task._id}/status`, {
          status: 'completed',
          actualHours: 9,
          route: 'known',
          recognisedPeerId: managerId,
          recognisedPoints: 4,
          comment: 'Paired on the tricky part',
        })
      ).json(),
    ).task;
    expect(done.karma).toEqual(
      expect.objectContaining({ points: 10, recognisedPoints: 4, comment: 'Paired on the tricky part' }),
    );
    expect(done.karma?.recipient._id).toBe(managerId);
    expect(done.karma?.earnedBy._id).toBe(memberId);
    const rows = await server.db.orm.select().from(karmaAwards).where(eq(karmaAwards.taskId, task._id));
    expect(rows.map((row) => [row.recipientId, row.points]).sort()).toEqual(
      [
        [managerId, '4.00'],
        [memberId, '6.00'],
      ].sort(),
    );
    expect(done.actualHours).toBe(9);
  });

  it('flags an ETA past the sprint end or on a weekend', async () => {
    const { sprint } = await currentSprint();
    const task = await newTask(sprint._id, { estimateHours: 3 });
    const end = sprint.endDate;
    const saturdayAfter = (() => {
      let day = plusDays(end, 1);
      while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = plusDays(day, 1);
      return day;
    })();
    const late = taskSchema.parse(
      (
        await call(MEMBER, 'PUT', `/v2/tasks/${task._id}/eta`, {
          optimisticDate: saturdayAfter,
          conservativeDate: saturdayAfter,
        })
      ).json(),
    );
    expect(late.etaWarnings).toEqual(['after_sprint_end', 'non_working_day']);
    // a working day: the clock an earlier test moved on may stand on a seeded holiday (Christmas, New Year's)
    const holidays = new Set(
      (await server.db.query<{ day: string }>('SELECT day::text AS day FROM public_holidays')).map(({ day }) => day),
    );
    let weekday = isoDay(server.app.now());
    while ([0, 6].includes(new Date(`${weekday}T00:00:00Z`).getUTCDay()) || holidays.has(weekday))
      weekday = plusDays(weekday, 1);
    const fine = taskSchema.parse(
      (
        await call(MEMBER, 'PUT', `/v2/tasks/${task._id}/eta`, { optimisticDate: weekday, conservativeDate: weekday })
      ).json(),
    );
    expect(fine.etaWarnings).toEqual(weekday > end ? ['after_sprint_end'] : []);
  });
});
