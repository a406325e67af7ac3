import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  activitySummarySchema,
  errorEnvelopeSchema,
  headCountSchema,
  leaderboardSchema,
  nextWeekAvailabilitySchema,
  ongoingProjectsSchema,
  plannedVsActualSchema,
  projectSchema,
  workModeWeekSchema,
  type HeadCount,
} from '@timely/contract';
import { publicHolidays, users } from '../db/schema/core.js';
import { karmaAwards } from '../db/schema/karma.js';
import { leaveRequests } from '../db/schema/leave.js';
import { projectMembers, projects } from '../db/schema/projects.js';
import { sprints, tasks } from '../db/schema/sprints.js';
import { workModeDays } from '../db/schema/work-mode-days.js';
import { seedId } from '../db/seed/seed-ids.js';
import { addDays, mondayOf } from '../services/availability/allocation.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const ADMIN = 'admin@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const acme = seedId('company', 'acme');
const globex = seedId('company', 'globex');
const memberId = seedId('user', 'acme', 2);
const ATLAS = seedId('project', 'acme', 'atlas');
const COBALT = seedId('project', 'acme', 'cobalt');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // every caller's "today" is the UTC day, so the test knows which day the server means
  await server.db.orm.update(users).set({ timeZone: 'UTC' });
  // the server's day stands still, so the days the tests write are the days it means, even across midnight
  server.clock.freeze();
});
afterAll(async () => {
  await server.close();
});

async function get(email: string, url: string) {
  return server.app.inject({ method: 'GET', url, headers: await server.authHeaders(email) });
}
async function ok<T>(email: string, url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await get(email, url);
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}
const today = () => server.app.now().toISOString().slice(0, 10);
const activeAcmePeers = async () =>
  (
    await server.db.orm
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, acme), isNull(users.deletedAt), eq(users.isActive, true)))
  ).map((row) => row.id);
async function setMode(userId: string, day: string, mode: 'office' | 'wfh' | 'field') {
  await server.db.orm.delete(workModeDays).where(and(eq(workModeDays.userId, userId), eq(workModeDays.day, day)));
  await server.db.orm.insert(workModeDays).values({ companyId: acme, userId, day, mode });
}
async function approvedLeave(
  userId: string,
  fromDate: string,
  toDate: string,
  status: 'approved' | 'pending' = 'approved',
  companyId = acme,
) {
  await server.db.orm.insert(leaveRequests).values({ companyId, userId, type: 'annual', fromDate, toDate, status });
}

describe('head count', () => {
  it('counts every active peer once, and approved leave today overrides a WFH day', async () => {
    const peer = seedId('user', 'acme', 11);
    await setMode(peer, today(), 'wfh');
    const before = await ok(ADMIN, '/v2/overview/head-count', headCountSchema);
    expect(before.day).toBe(today());
    expect(before.total).toBe((await activeAcmePeers()).length);
    expect(before.office + before.wfh + before.field + before.leave).toBe(before.total);

    // pending leave changes nothing; another company's approved leave neither
    await approvedLeave(peer, today(), today(), 'pending');
    await approvedLeave(seedId('user', 'globex', 3), today(), today(), 'approved', globex);
    expect(await ok(ADMIN, '/v2/overview/head-count', headCountSchema)).toEqual(before);

    await approvedLeave(peer, addDays(today(), -1), addDays(today(), 1));
    const after: HeadCount = await ok(ADMIN, '/v2/overview/head-count', headCountSchema);
    expect(after).toEqual({ ...before, wfh: before.wfh - 1, leave: before.leave + 1 });
  });

  it("leaves out a deactivated peer's leave and recorded days (the company's days are read whole)", async () => {
    const peer = seedId('user', 'acme', 12);
    await setMode(peer, today(), 'field');
    await approvedLeave(peer, today(), addDays(today(), 9));
    const withPeer = await ok(ADMIN, '/v2/overview/head-count', headCountSchema);
    const nextWeek = () => ok(ADMIN, '/v2/overview/availability/next-week', nextWeekAvailabilitySchema);
    expect((await nextWeek()).days.some((day) => day.awayPeers.some((away) => away._id === peer))).toBe(true);
    await server.db.orm.update(users).set({ isActive: false }).where(eq(users.id, peer));
    try {
      expect(await ok(ADMIN, '/v2/overview/head-count', headCountSchema)).toEqual({
        ...withPeer,
        total: withPeer.total - 1,
        leave: withPeer.leave - 1,
      });
      expect((await nextWeek()).days.every((day) => day.awayPeers.every((away) => away._id !== peer))).toBe(true);
    } finally {
      await server.db.orm.update(users).set({ isActive: true }).where(eq(users.id, peer));
      await server.db.orm
        .delete(leaveRequests)
        .where(
          and(
            eq(leaveRequests.userId, peer),
            eq(leaveRequests.fromDate, today()),
            eq(leaveRequests.toDate, addDays(today(), 9)),
          ),
        );
    }
  });

  it("never counts another company's people", async () => {
    const globexCount = await ok(GLOBEX, '/v2/overview/head-count', headCountSchema);
    expect(globexCount.total).toBe(6);
    expect((await ok(MEMBER, '/v2/overview/head-count', headCountSchema)).total).toBe((await activeAcmePeers()).length);
  });
});

describe('this week and next week', () => {
  it('gives Monday to Friday of this week with shares of those at work adding up to 100 (worked numbers)', async () => {
    const monday = mondayOf(today());
    const week = [0, 1, 2, 3, 4].map((n) => addDays(monday, n));
    await server.db.orm
      .delete(publicHolidays)
      .where(and(eq(publicHolidays.companyId, acme), inArray(publicHolidays.day, week)));
    // a working day that is not today (today may fall back to the peer's own status) and has no seeded leave
    const day = week.find(
      (candidate) =>
        candidate !== today() &&
        candidate !== addDays(monday, 1) &&
        candidate !== addDays(monday, 2) &&
        candidate !== monday,
    )!;
    const peers = await activeAcmePeers();
    expect(peers).toHaveLength(30);
    await server.db.orm
      .delete(leaveRequests)
      .where(
        and(
          eq(leaveRequests.companyId, acme),
          sql`${leaveRequests.fromDate} <= ${day} and ${leaveRequests.toDate} >= ${day}`,
        ),
      );
    // 15 office (one of them on approved leave), 9 WFH, 6 field → 14 / 9 / 6 of 29 at work
    for (const [index, id] of peers.entries())
      await setMode(id, day, index < 15 ? 'office' : index < 24 ? 'wfh' : 'field');
    await approvedLeave(peers[0]!, day, day);
    // a public holiday on another day of the week: nobody at work, no division by zero
    const holiday = week.find((candidate) => candidate !== day)!;
    await server.db.orm.insert(publicHolidays).values({ companyId: acme, day: holiday, name: 'Founders Day' });

    const chart = await ok(ADMIN, '/v2/overview/work-modes/week', workModeWeekSchema);
    expect(chart.weekStart).toBe(monday);
    expect(chart.days.map((entry) => entry.day)).toEqual(week);
    expect(new Date(`${chart.days[0]!.day}T00:00:00Z`).getUTCDay()).toBe(1);
    const worked = chart.days.find((entry) => entry.day === day)!;
    // 14/29 = 48.28, 9/29 = 31.03, 6/29 = 20.69: rounded each they make 100.0 only with the largest remainders
    expect(worked).toEqual({
      day,
      holiday: null,
      office: 14,
      wfh: 9,
      field: 6,
      leave: 1,
      working: 29,
      officePercent: 48.3,
      wfhPercent: 31,
      fieldPercent: 20.7,
    });
    expect(chart.days.find((entry) => entry.day === holiday)).toEqual({
      day: holiday,
      holiday: 'Founders Day',
      office: 0,
      wfh: 0,
      field: 0,
      leave: 0,
      working: 0,
      officePercent: null,
      wfhPercent: null,
      fieldPercent: null,
    });
    for (const entry of chart.days.filter((candidate) => !candidate.holiday)) {
      expect(entry.office + entry.wfh + entry.field + entry.leave).toBe(chart.total);
      expect(Math.round((entry.officePercent! + entry.wfhPercent! + entry.fieldPercent!) * 10)).toBe(1000);
    }
  });

  it('gives Monday to Friday of the coming week with who is away on approved leave and public holidays', async () => {
    const nextMonday = addDays(mondayOf(today()), 7);
    const days = [0, 1, 2, 3, 4].map((n) => addDays(nextMonday, n));
    await server.db.orm
      .delete(publicHolidays)
      .where(and(eq(publicHolidays.companyId, acme), inArray(publicHolidays.day, days)));
    await server.db.orm.insert(publicHolidays).values({ companyId: acme, day: days[2]!, name: 'Harvest Day' });
    const before = await ok(ADMIN, '/v2/overview/availability/next-week', nextWeekAvailabilitySchema);
    expect(before.weekStart).toBe(nextMonday);
    expect(before.days.map((entry) => entry.day)).toEqual(days);
    expect(before.days[2]).toEqual({
      day: days[2],
      holiday: 'Harvest Day',
      available: 0,
      away: before.total,
      awayPeers: [],
    });
    // seeded: peer 6 is on approved leave all next week; peer 7's Thursday is only pending
    const peer6 = seedId('user', 'acme', 6);
    for (const entry of before.days.filter((candidate) => !candidate.holiday)) {
      expect(entry.available + entry.away).toBe(before.total);
      expect(entry.awayPeers.map((person) => person._id)).toContain(peer6);
      expect(entry.awayPeers.map((person) => person._id)).not.toContain(seedId('user', 'acme', 7));
    }
    await approvedLeave(memberId, days[0]!, days[1]!);
    const after = await ok(ADMIN, '/v2/overview/availability/next-week', nextWeekAvailabilitySchema);
    expect(after.days[0]!.away).toBe(before.days[0]!.away + 1);
    expect(after.days[1]!.awayPeers.map((person) => person.name)).toContain('Mia Member');
    expect(after.days[3]!.away).toBe(before.days[3]!.away);
  });
});

describe("a Sunday-to-Thursday company's week", () => {
  it('gives Sunday to Thursday this week and next, and karma of the week from Sunday', async () => {
    const headers = await server.authHeaders(ADMIN);
    const setWeek = async (workingDays: number[]) =>
      expect(
        (
          await server.app.inject({
            method: 'PATCH',
            url: '/v2/company/settings',
            payload: { workingDays },
            headers,
          })
        ).statusCode,
      ).toBe(200);
    await setWeek([0, 1, 2, 3, 4]);
    try {
      // the week holding today starts on the Sunday on or before it (a Friday or Saturday: the Sunday before)
      const sunday = addDays(today(), -new Date(`${today()}T00:00:00Z`).getUTCDay());
      const week = [0, 1, 2, 3, 4].map((n) => addDays(sunday, n));
      const chart = await ok(ADMIN, '/v2/overview/work-modes/week', workModeWeekSchema);
      expect(chart.weekStart).toBe(sunday);
      expect(chart.days.map((entry) => entry.day)).toEqual(week);
      const next = await ok(ADMIN, '/v2/overview/availability/next-week', nextWeekAvailabilitySchema);
      expect(next.weekStart).toBe(addDays(sunday, 7));
      expect(next.days.map((entry) => entry.day)).toEqual(week.map((day) => addDays(day, 7)));
      const karma = await ok(ADMIN, '/v2/overview/karma-leaderboard?period=week', leaderboardSchema);
      expect([karma.from, karma.to]).toEqual([sunday, addDays(sunday, 6)]);
    } finally {
      await setWeek([1, 2, 3, 4, 5]);
    }
  });
});

describe('project widgets', () => {
  it('lists the visible projects In Progress with team, the project score and the estimated delivery', async () => {
    const admin = await ok(ADMIN, '/v2/overview/projects/ongoing', ongoingProjectsSchema);
    const inProgress = await server.db.orm
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, acme), eq(projects.status, 'in_progress'), isNull(projects.deletedAt)));
    expect(admin.items.map((item) => item._id).sort()).toEqual(inProgress.map((row) => row.id).sort());
    const atlas = admin.items.find((item) => item._id === ATLAS)!;
    const atlasProject = projectSchema.parse((await get(ADMIN, `/v2/projects/${ATLAS}`)).json());
    expect(atlas.score).toBe(atlasProject.score);
    expect(atlas.team.map((person) => person._id)).toEqual(
      [...atlasProject.managers, ...atlasProject.members].map((person) => person._id),
    );
    // Atlas recurs for 6 months from its start: the same day six months on, or that month's last when it is
    // shorter (a start on 31 August delivers on 28 February)
    const [year, month, day] = atlasProject.startDate.split('-').map(Number) as [number, number, number];
    const lastOfMonth = new Date(Date.UTC(year, month - 1 + 7, 0)).getUTCDate();
    expect(atlas.estimatedDelivery).toBe(
      new Date(Date.UTC(year, month - 1 + 6, Math.min(day, lastOfMonth))).toISOString().slice(0, 10),
    );

    // a level1 member sees only the projects they are on (Atlas and Beacon; Fjord is pending)
    const member = await ok(MEMBER, '/v2/overview/projects/ongoing', ongoingProjectsSchema);
    expect(member.items.map((item) => item.name)).toEqual(['Atlas Web Revamp', 'Beacon Mobile']);
    expect(
      (await ok(GLOBEX, '/v2/overview/projects/ongoing', ongoingProjectsSchema)).items.map((item) => item.name),
    ).toEqual(['Omega Logistics']);
  });

  it('counts projects with in-progress tasks and with stuck tasks in open sprints, as the caller may see them', async () => {
    const before = await ok(ADMIN, '/v2/overview/projects/activity', activitySummarySchema);
    expect(before.inProgress).toBe(before.projects.filter((entry) => entry.inProgressTasks > 0).length);
    expect(before.stuck).toBe(before.projects.filter((entry) => entry.stuckTasks > 0).length);
    // two stuck tasks on Cobalt's open sprint, one in a closed sprint (history: not counted)
    const open = await server.db.orm
      .select()
      .from(sprints)
      .where(and(eq(sprints.projectId, COBALT), isNull(sprints.closedAt)))
      .orderBy(sprints.number)
      .limit(1);
    const closed = await server.db.orm
      .select()
      .from(sprints)
      .where(and(eq(sprints.projectId, COBALT), sql`${sprints.closedAt} is not null`))
      .limit(1);
    const stuck = (sprintId: string, title: string) => ({
      companyId: acme,
      projectId: COBALT,
      sprintId,
      title,
      estimateHours: '3',
      status: 'stuck' as const,
    });
    await server.db.orm
      .insert(tasks)
      .values([
        stuck(open[0]!.id, 'Blocked on the vendor'),
        stuck(open[0]!.id, 'Blocked on access'),
        stuck(closed[0]!.id, 'Old blocker'),
      ]);
    const after = await ok(ADMIN, '/v2/overview/projects/activity', activitySummarySchema);
    const cobaltBefore = before.projects.find((entry) => entry._id === COBALT)?.stuckTasks ?? 0;
    expect(after.projects.find((entry) => entry._id === COBALT)!.stuckTasks).toBe(cobaltBefore + 2);
    expect(after.stuck).toBe(before.stuck + (cobaltBefore === 0 ? 1 : 0));

    // the member is not on Cobalt: it never shows for them
    const member = await ok(MEMBER, '/v2/overview/projects/activity', activitySummarySchema);
    const theirs = (
      await server.db.orm
        .select({ id: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, memberId))
    ).map((row) => row.id);
    expect(member.projects.length).toBeGreaterThan(0);
    for (const entry of member.projects) expect(theirs).toContain(entry._id);
    expect(
      (await ok(GLOBEX, '/v2/overview/projects/activity', activitySummarySchema)).projects.map((entry) => entry._id),
    ).not.toContain(COBALT);
  });

  it('gives planned vs actual tasks per sprint, frozen for a closed sprint', async () => {
    const url = `/v2/overview/planned-vs-actual?projectId=${ATLAS}&from=${addDays(today(), -120)}&to=${addDays(today(), 40)}`;
    const before = await ok(MEMBER, url, plannedVsActualSchema);
    expect(before.sprints.length).toBeGreaterThan(4);
    const closed = before.sprints.filter((sprint) => sprint.closed).at(-1)!;
    const open = before.sprints.find((sprint) => !sprint.closed)!;
    const dbClosed = await server.db.orm.select().from(sprints).where(eq(sprints.id, closed.sprintId));
    expect(closed.planned).toBe(dbClosed[0]!.tasksTotal);
    expect(closed.actual).toBe(dbClosed[0]!.tasksCompleted);

    // later changes: complete every task of the closed sprint and add one; add a completed task to an open one
    await server.db.orm
      .update(tasks)
      .set({ status: 'completed' })
      .where(and(eq(tasks.sprintId, closed.sprintId), ne(tasks.status, 'completed')));
    await server.db.orm.insert(tasks).values([
      {
        companyId: acme,
        projectId: ATLAS,
        sprintId: closed.sprintId,
        title: 'Late addition',
        estimateHours: '2',
        status: 'completed',
      },
      {
        companyId: acme,
        projectId: ATLAS,
        sprintId: open.sprintId,
        title: 'New work',
        estimateHours: '2',
        status: 'completed',
      },
    ]);
    const after = await ok(MEMBER, url, plannedVsActualSchema);
    expect(after.sprints.find((sprint) => sprint.sprintId === closed.sprintId)).toEqual(closed);
    expect(after.sprints.find((sprint) => sprint.sprintId === open.sprintId)).toEqual({
      ...open,
      planned: open.planned + 1,
      actual: open.actual + 1,
    });

    // the period narrows the sprints: one day only holds the sprints overlapping it
    const oneDay = await ok(
      MEMBER,
      `/v2/overview/planned-vs-actual?projectId=${ATLAS}&from=${closed.startDate}&to=${closed.startDate}`,
      plannedVsActualSchema,
    );
    expect(oneDay.sprints.map((sprint) => sprint.sprintId)).toEqual([closed.sprintId]);
  });

  it('refuses projects the caller may not see and names bad fields', async () => {
    expect((await get(MEMBER, `/v2/overview/planned-vs-actual?projectId=${COBALT}`)).statusCode).toBe(403);
    expect((await get(GLOBEX, `/v2/overview/planned-vs-actual?projectId=${ATLAS}`)).statusCode).toBe(404);
    const missing = await get(ADMIN, '/v2/overview/planned-vs-actual');
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).details).toMatchObject(
      expect.arrayContaining([expect.objectContaining({ field: 'projectId' })]),
    );
    const backwards = await get(
      ADMIN,
      `/v2/overview/planned-vs-actual?projectId=${ATLAS}&from=2026-03-01&to=2026-02-01`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(backwards.json()).details).toMatchObject([
      expect.objectContaining({ field: 'to', message: 'must be on or after from' }),
    ]);
  });
});

describe('karma leaderboard', () => {
  it('sums points per recipient over the period and ranks them, ties sharing a rank (worked numbers)', async () => {
    const acmeTasks = await server.db.orm
      .select({ id: tasks.id })
      .from(tasks)
      .leftJoin(karmaAwards, eq(karmaAwards.taskId, tasks.id))
      .where(and(eq(tasks.companyId, acme), isNull(karmaAwards.id)))
      .limit(8);
    const [globexTask] = await server.db.orm
      .select({ id: tasks.id })
      .from(tasks)
      .leftJoin(karmaAwards, eq(karmaAwards.taskId, tasks.id))
      .where(and(eq(tasks.companyId, globex), isNull(karmaAwards.id)))
      .limit(1);
    const peer = (n: number) => seedId('user', 'acme', n);
    // March 2020, far from any seeded award: 4 → 5 + 7.5 = 12.5; 5 → 12.5 in one award; 6 → 3; 7 → 2 on 1 April (outside)
    const award = (
      index: number,
      recipient: string,
      points: string,
      at: string,
      companyId = acme,
      taskId = acmeTasks[index]!.id,
    ) => ({ companyId, taskId, earnedBy: recipient, recipientId: recipient, points, createdAt: new Date(at) });
    await server.db.orm
      .insert(karmaAwards)
      .values([
        award(0, peer(4), '5', '2020-03-02T09:00:00Z'),
        award(1, peer(4), '7.5', '2020-03-31T23:59:00Z'),
        award(2, peer(5), '12.5', '2020-03-15T12:00:00Z'),
        award(3, peer(6), '3', '2020-03-01T00:00:00Z'),
        award(4, peer(7), '2', '2020-04-01T00:00:00Z'),
        award(0, seedId('user', 'globex', 2), '50', '2020-03-10T00:00:00Z', globex, globexTask!.id),
      ]);
    const board = await ok(MEMBER, '/v2/overview/karma-leaderboard?from=2020-03-01&to=2020-03-31', leaderboardSchema);
    expect(board.from).toBe('2020-03-01');
    expect(board.items.map(({ rank, _id, points, awards }) => ({ rank, _id, points, awards }))).toEqual([
      { rank: 1, _id: expect.any(String), points: 12.5, awards: expect.any(Number) },
      { rank: 1, _id: expect.any(String), points: 12.5, awards: expect.any(Number) },
      { rank: 3, _id: peer(6), points: 3, awards: 1 },
    ]);
    expect(
      board.items
        .slice(0, 2)
        .map((item) => [item._id, item.awards])
        .sort(),
    ).toEqual(
      [
        [peer(4), 2],
        [peer(5), 1],
      ].sort(),
    );
    expect(board.items[0]!.jobRole).not.toBeNull();

    // the job role filter keeps that role's peers only
    const role = board.items.find((item) => item._id === peer(6))!.jobRole!;
    const filtered = await ok(
      MEMBER,
      `/v2/overview/karma-leaderboard?from=2020-03-01&to=2020-03-31&jobRoleId=${role._id}`,
      leaderboardSchema,
    );
    expect(filtered.items.every((item) => item.jobRole?._id === role._id)).toBe(true);
    expect(filtered.items.map((item) => item._id)).toContain(peer(6));

    // Globex sees its own 50 points, never Acme's
    const theirs = await ok(GLOBEX, '/v2/overview/karma-leaderboard?from=2020-03-01&to=2020-03-31', leaderboardSchema);
    expect(theirs.items.map(({ rank, points }) => ({ rank, points }))).toEqual([{ rank: 1, points: 50 }]);
  });

  it("counts the caller's days in their time zone, across a change of the clocks", async () => {
    const acmeTasks = await server.db.orm
      .select({ id: tasks.id })
      .from(tasks)
      .leftJoin(karmaAwards, eq(karmaAwards.taskId, tasks.id))
      .where(and(eq(tasks.companyId, acme), isNull(karmaAwards.id)))
      .limit(5);
    const peer = (n: number) => seedId('user', 'acme', n);
    const award = (index: number, recipient: string, points: string, at: string) => ({
      companyId: acme,
      taskId: acmeTasks[index]!.id,
      earnedBy: recipient,
      recipientId: recipient,
      points,
      createdAt: new Date(at),
    });
    // March 2021 in New York: EST (UTC−5) until the 14th, EDT (UTC−4) after it
    await server.db.orm.insert(karmaAwards).values([
      award(0, peer(4), '1', '2021-03-01T04:59:00Z'), // 28 Feb, 23:59 in New York: outside
      award(1, peer(5), '2', '2021-03-01T05:00:00Z'), // 1 March, midnight: inside
      award(2, peer(6), '3', '2021-04-01T03:59:00Z'), // 31 March, 23:59: inside
      award(3, peer(7), '4', '2021-04-01T04:00:00Z'), // 1 April, midnight: outside
    ]);
    await server.db.orm.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, memberId));
    try {
      const board = await ok(MEMBER, '/v2/overview/karma-leaderboard?from=2021-03-01&to=2021-03-31', leaderboardSchema);
      expect(board.items.map(({ _id, points }) => ({ _id, points }))).toEqual([
        { _id: peer(6), points: 3 },
        { _id: peer(5), points: 2 },
      ]);
    } finally {
      await server.db.orm.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, memberId));
    }
  });

  it('knows this month and all time, keeps the top 10, and names bad fields', async () => {
    const month = await ok(ADMIN, '/v2/overview/karma-leaderboard', leaderboardSchema);
    expect(month.from).toBe(`${today().slice(0, 7)}-01`);
    const all = await ok(ADMIN, '/v2/overview/karma-leaderboard?period=all', leaderboardSchema);
    expect(all.from).toBeNull();
    expect(all.items.length).toBeLessThanOrEqual(10);
    expect(all.items.map((item) => item.points)).toEqual(
      [...all.items.map((item) => item.points)].sort((a, b) => b - a),
    );
    const week = await ok(ADMIN, '/v2/overview/karma-leaderboard?period=week', leaderboardSchema);
    expect(week.from).toBe(mondayOf(today()));
    for (const [query, field] of [
      ['period=year', 'period'],
      ['from=2020-01-01', 'to'],
      ['to=2020-01-01', 'from'],
      ['from=2020-02-01&to=2020-01-01', 'to'],
      ['jobRoleId=x', 'jobRoleId'],
    ]) {
      const bad = await get(ADMIN, `/v2/overview/karma-leaderboard?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.json()).details?.map((detail) => detail.field)).toEqual([field]);
    }
  });
});

describe('project widgets, a page at a time', () => {
  const PAGED = 17;
  const name = (number: number) => `Paged ${String(number).padStart(2, '0')}`;
  let added: string[] = [];
  beforeAll(async () => {
    // seventeen more projects In Progress, each with an open sprint: project n has one task in progress and n % 3
    // stuck, so the order by stuck tasks is not the order by name
    added = (
      await server.db.orm
        .insert(projects)
        .values(
          Array.from({ length: PAGED }, (_, index) => ({
            companyId: acme,
            name: name(index + 1),
            status: 'in_progress' as const,
            startDate: '2026-01-05',
          })),
        )
        .returning({ id: projects.id })
    ).map((row) => row.id);
    const open = await server.db.orm
      .insert(sprints)
      .values(
        added.map((projectId) => ({
          companyId: acme,
          projectId,
          number: 1,
          name: 'Sprint 1',
          startDate: addDays(today(), -3),
          endDate: addDays(today(), 3),
        })),
      )
      .returning({ id: sprints.id, projectId: sprints.projectId });
    await server.db.orm.insert(tasks).values(
      open.flatMap((sprint, index) =>
        (['in_progress', ...Array<'stuck'>((index + 1) % 3).fill('stuck')] as const).map((status, number) => ({
          companyId: acme,
          projectId: sprint.projectId,
          sprintId: sprint.id,
          title: `Task ${number}`,
          estimateHours: '2',
          status,
        })),
      ),
    );
  });
  afterAll(async () => {
    await server.db.orm.update(projects).set({ deletedAt: server.app.now() }).where(inArray(projects.id, added));
  });

  it('pages the ongoing projects by name when asked for a page size, with the total of them all', async () => {
    const every = await server.db.orm
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.companyId, acme), eq(projects.status, 'in_progress'), isNull(projects.deletedAt)))
      .orderBy(sql`lower(${projects.name})`, projects.id);
    expect(every.length).toBeGreaterThan(20);
    const first = await ok(ADMIN, '/v2/overview/projects/ongoing?perPage=10', ongoingProjectsSchema);
    const totalPages = Math.ceil(every.length / 10);
    expect([first.total, first.page, first.perPage, first.totalPages]).toEqual([every.length, 1, 10, totalPages]);
    const pages = [first];
    for (let page = 2; page <= totalPages; page += 1)
      pages.push(await ok(ADMIN, `/v2/overview/projects/ongoing?page=${page}&perPage=10`, ongoingProjectsSchema));
    expect(pages.flatMap((page) => page.items.map((item) => item._id))).toEqual(every.map((row) => row.id));
    expect(pages.map((page) => page.items.length)).toEqual(
      pages.map((_, index) => Math.min(10, every.length - index * 10)),
    );
    const whole = await ok(ADMIN, '/v2/overview/projects/ongoing?perPage=40', ongoingProjectsSchema);
    expect(whole.items.map((item) => item.name)).toEqual(every.map((row) => row.name));

    // past the last page: no project, the same total
    const past = await ok(
      ADMIN,
      `/v2/overview/projects/ongoing?page=${totalPages + 1}&perPage=10`,
      ongoingProjectsSchema,
    );
    expect([past.items, past.total]).toEqual([[], every.length]);
    // no page size, as a client before contract 2.10 asks: every project on one page
    const all = await ok(ADMIN, '/v2/overview/projects/ongoing', ongoingProjectsSchema);
    expect(all.items.map((item) => item._id)).toEqual(every.map((row) => row.id));
    expect([all.total, all.page, all.perPage, all.totalPages]).toEqual([every.length, 1, every.length, 1]);
    expect((await ok(ADMIN, '/v2/overview/projects/ongoing?page=2', ongoingProjectsSchema)).items).toEqual([]);
    // the member's own projects only, counted as such
    const member = await ok(MEMBER, '/v2/overview/projects/ongoing?perPage=10', ongoingProjectsSchema);
    expect([member.total, member.items.map((item) => item.name)]).toEqual([2, ['Atlas Web Revamp', 'Beacon Mobile']]);
  });

  it('pages the live work most stuck first, its counts over every project, and names a bad page', async () => {
    // no page size, as a client before contract 2.10 asks: every project with live work
    const whole = await ok(ADMIN, '/v2/overview/projects/activity', activitySummarySchema);
    expect(whole.total).toBe(whole.projects.length);
    expect(whole.total).toBeGreaterThanOrEqual(PAGED);
    const ranked = [...whole.projects].sort(
      (a, b) =>
        b.stuckTasks - a.stuckTasks ||
        b.inProgressTasks - a.inProgressTasks ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
        (a._id < b._id ? -1 : 1),
    );
    expect(whole.projects).toEqual(ranked);
    expect(whole.projects.find((entry) => entry.name === name(2))).toMatchObject({ inProgressTasks: 1, stuckTasks: 2 });
    expect(whole.inProgress).toBe(whole.projects.filter((entry) => entry.inProgressTasks > 0).length);
    expect(whole.stuck).toBe(whole.projects.filter((entry) => entry.stuckTasks > 0).length);

    const first = await ok(ADMIN, '/v2/overview/projects/activity?perPage=10', activitySummarySchema);
    const second = await ok(ADMIN, '/v2/overview/projects/activity?page=2&perPage=10', activitySummarySchema);
    expect([...first.projects, ...second.projects]).toEqual(whole.projects.slice(0, 20));
    for (const page of [first, second])
      expect([page.inProgress, page.stuck, page.total, page.perPage]).toEqual([
        whole.inProgress,
        whole.stuck,
        whole.total,
        10,
      ]);
    const past = await ok(ADMIN, '/v2/overview/projects/activity?page=99&perPage=10', activitySummarySchema);
    expect([past.projects, past.inProgress, past.stuck, past.total]).toEqual([
      [],
      whole.inProgress,
      whole.stuck,
      whole.total,
    ]);

    for (const [query, field] of [
      ['perPage=7', 'perPage'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
    ] as const)
      for (const path of ['/v2/overview/projects/activity', '/v2/overview/projects/ongoing']) {
        const response = await get(ADMIN, `${path}?${query}`);
        expect(response.statusCode).toBe(400);
        const body = errorEnvelopeSchema.parse(response.json());
        expect(JSON.stringify(body)).toContain(field);
      }
  });

  it('exports every ongoing project and every project with live work, past the first page', async () => {
    const ongoing = await ok(ADMIN, '/v2/overview/projects/ongoing', ongoingProjectsSchema);
    const file = await get(ADMIN, '/v2/overview/projects/ongoing/export?format=csv');
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.length - 1).toBe(ongoing.total);
    const activity = await ok(ADMIN, '/v2/overview/projects/activity', activitySummarySchema);
    const live = await get(ADMIN, '/v2/overview/projects/activity/export?format=csv');
    expect(
      live.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/).length - 1,
    ).toBe(activity.total);
  });
});
