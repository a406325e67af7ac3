import {
  availabilityPageSchema,
  errorEnvelopeSchema,
  readyToOnboardPageSchema,
  type AvailabilityPage,
  type ReadyToOnboardPage,
} from '@timely/contract';
import { eq } from 'drizzle-orm';
import { publicHolidays, users } from '../db/schema/core.js';
import { leaveRequests } from '../db/schema/leave.js';
import { projectMembers, projects } from '../db/schema/projects.js';
import { sprints, tasks } from '../db/schema/sprints.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
const ACME = seedId('company', 'acme');
const PEER = seedId('test', 'availability-peer');
const PROJECT = seedId('test', 'availability-project');

/**
 * A peer alone on a project, in January 2030 (Mondays 7, 14, 21):
 * - sprint 1 (Mon 7 – Fri 11): tasks of 12 h and 8 h, plus a deleted 100 h task that must not count;
 * - sprint 2 (Mon 14 – Fri 25, two weeks): 30 h, so 15 h in each of its weeks;
 * - Tue 8 is a public holiday; approved leave Thu 10 – Fri 11 with a half day at the end (12 h);
 *   a pending leave on Wed 9 does not count.
 * Week of the 7th: 20 h ÷ (40 − 8 − 12 = 20 h) = 100 %; weeks of the 14th and 21st: 15 ÷ 40 = 37.5 %.
 */
beforeAll(async () => {
  server = await createTestServer();
  const orm = server.db.orm;
  await orm.insert(users).values({
    id: PEER,
    companyId: ACME,
    email: 'ava.available@acme.test',
    passwordHash: 'x',
    name: 'Ava Available',
    employeeId: 'AC-AV1',
    role: 'editor',
    level: 'level1',
  });
  await orm.insert(projects).values({
    id: PROJECT,
    companyId: ACME,
    name: 'Availability Check',
    status: 'in_progress',
    startDate: '2030-01-07',
  });
  await orm.insert(projectMembers).values({ projectId: PROJECT, userId: PEER, role: 'member' });
  const sprint1 = seedId('test', 'availability-sprint', 1);
  const sprint2 = seedId('test', 'availability-sprint', 2);
  await orm.insert(sprints).values([
    {
      id: sprint1,
      companyId: ACME,
      projectId: PROJECT,
      number: 1,
      name: 'Sprint 1',
      startDate: '2030-01-07',
      endDate: '2030-01-11',
    },
    {
      id: sprint2,
      companyId: ACME,
      projectId: PROJECT,
      number: 2,
      name: 'Sprint 2',
      startDate: '2030-01-14',
      endDate: '2030-01-25',
    },
  ]);
  const task = (sprintId: string, hours: number, deleted = false) => ({
    companyId: ACME,
    projectId: PROJECT,
    sprintId,
    title: `${hours} h`,
    assigneeId: PEER,
    estimateHours: String(hours),
    deletedAt: deleted ? new Date('2030-01-20T12:00:00Z') : null,
  });
  await orm.insert(tasks).values([task(sprint1, 12), task(sprint1, 8), task(sprint1, 100, true), task(sprint2, 30)]);
  await orm.insert(publicHolidays).values({ companyId: ACME, day: '2030-01-08', name: 'Test holiday' });
  await orm.insert(leaveRequests).values([
    {
      companyId: ACME,
      userId: PEER,
      type: 'annual',
      fromDate: '2030-01-10',
      toDate: '2030-01-11',
      halfDayEnd: true,
      status: 'approved',
    },
    { companyId: ACME, userId: PEER, type: 'annual', fromDate: '2030-01-09', toDate: '2030-01-09', status: 'pending' },
  ]);
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string, as = 'admin@acme.test') =>
  server.app.inject({ method: 'GET', url, headers: await server.authHeaders(as) });

describe('GET /v2/availability', () => {
  it('works the numbers: hours of sprints overlapping each week ÷ capacity less leave and holidays', async () => {
    const response = await get(`/v2/availability?from=2030-01-09&weeks=3&projectId=${PROJECT}`);
    expect(response.statusCode).toBe(200);
    const page = availabilityPageSchema.parse(response.json());
    expect(page.weeks).toEqual(['2030-01-07', '2030-01-14', '2030-01-21']);
    expect(page.total).toBe(1);
    expect(page.items[0]!.peer.name).toBe('Ava Available');
    expect(page.items[0]!.cells).toEqual([
      { weekStart: '2030-01-07', hours: 20, capacity: 20, allocation: 100 },
      { weekStart: '2030-01-14', hours: 15, capacity: 40, allocation: 37.5 },
      { weekStart: '2030-01-21', hours: 15, capacity: 40, allocation: 37.5 },
    ]);
  });

  it("follows later writes of the tasks, their sprint and their project, and reads no task's hours twice", async () => {
    const cells = async () => {
      const page = availabilityPageSchema.parse(
        (await get(`/v2/availability?from=2030-01-09&weeks=3&projectId=${PROJECT}`)).json(),
      );
      return page.items[0]!.cells.map((cell) => cell.hours);
    };
    const orm = server.db.orm;
    const sprint2 = seedId('test', 'availability-sprint', 2);
    // sprint 2 shortened to its first week: its 30 h fall in that week alone
    await orm.update(sprints).set({ endDate: '2030-01-18' }).where(eq(sprints.id, sprint2));
    expect(await cells()).toEqual([20, 30, 0]);
    // a second task in that sprint, then its hours raised
    const [added] = await orm
      .insert(tasks)
      .values({
        companyId: ACME,
        projectId: PROJECT,
        sprintId: sprint2,
        title: 'More',
        assigneeId: PEER,
        estimateHours: '4',
      })
      .returning({ id: tasks.id });
    await orm.update(tasks).set({ estimateHours: '6' }).where(eq(tasks.id, added!.id));
    expect(await cells()).toEqual([20, 36, 0]);
    // the sprint deleted, then restored; the project deleted, then restored
    await orm
      .update(sprints)
      .set({ deletedAt: new Date('2030-01-20T12:00:00Z') })
      .where(eq(sprints.id, sprint2));
    expect(await cells()).toEqual([20, 0, 0]);
    await orm.update(sprints).set({ deletedAt: null }).where(eq(sprints.id, sprint2));
    await orm
      .update(projects)
      .set({ deletedAt: new Date('2030-01-20T12:00:00Z') })
      .where(eq(projects.id, PROJECT));
    expect(await cells()).toEqual([0, 0, 0]);
    await orm.update(projects).set({ deletedAt: null }).where(eq(projects.id, PROJECT));
    // back as the other tests expect it
    await orm
      .update(tasks)
      .set({ deletedAt: new Date('2030-01-20T12:00:00Z') })
      .where(eq(tasks.id, added!.id));
    await orm.update(sprints).set({ endDate: '2030-01-25' }).where(eq(sprints.id, sprint2));
    expect(await cells()).toEqual([20, 15, 15]);
  });

  it("follows the company's working week (issue #33): Sunday to Thursday, in weeks from Sunday", async () => {
    // the weeks start on Sunday: Wednesday 9 asks for the week of Sunday 6.
    // working days Sun 6, Mon 7, Tue 8 (holiday), Wed 9, Thu 10 (leave; its half Friday is off anyway): 40 − 8 − 8 = 24 h;
    // sprint 2 (Mon 14 – Fri 25) works 14–17, 20–24: 9 days, 4 in the week of the 13th and 5 (Sunday 20 first) in the next
    await server.db.query("UPDATE companies SET working_days = '{0,1,2,3,4}' WHERE id = $1", [ACME]);
    try {
      const page = availabilityPageSchema.parse(
        (await get(`/v2/availability?from=2030-01-09&weeks=3&projectId=${PROJECT}`)).json(),
      );
      expect(page.weeks).toEqual(['2030-01-06', '2030-01-13', '2030-01-20']);
      expect(page.items[0]!.cells.map(({ weekStart, hours, capacity }) => ({ weekStart, hours, capacity }))).toEqual([
        { weekStart: '2030-01-06', hours: 20, capacity: 24 },
        { weekStart: '2030-01-13', hours: 13.33, capacity: 40 },
        { weekStart: '2030-01-20', hours: 16.67, capacity: 40 },
      ]);
      // the default weeks (around today) start on Sundays too
      const around = availabilityPageSchema.parse((await get('/v2/availability?perPage=10')).json());
      expect(around.weeks.map((day) => new Date(`${day}T00:00:00Z`).getUTCDay())).toEqual(Array(12).fill(0));
    } finally {
      await server.db.query("UPDATE companies SET working_days = '{1,2,3,4,5}' WHERE id = $1", [ACME]);
    }
  });

  it('defaults to the last 4 and the next 8 weeks, pages over peers and filters by job role', async () => {
    const page = availabilityPageSchema.parse((await get('/v2/availability?perPage=10')).json());
    expect(page.weeks).toHaveLength(12);
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(20);
    const designer = seedId('job-role', 'acme', 'Designer');
    const designers = availabilityPageSchema.parse((await get(`/v2/availability?jobRoleId=${designer}`)).json());
    expect(designers.items.length).toBeGreaterThan(0);
    expect(designers.items.every((row) => row.peer.jobRole?._id === designer)).toBe(true);
  });

  it('finds a peer by name, email or employee id, in the heatmap, the ready list and their exports', async () => {
    const namesOf = async (url: string) =>
      url.includes('ready')
        ? readyToOnboardPageSchema.parse((await get(url)).json()).items.map((peer) => peer.name)
        : availabilityPageSchema.parse((await get(url)).json()).items.map((row) => row.peer.name);
    for (const search of ['ava avail', 'AVA.AVAILABLE@', 'ac-av1']) {
      expect(await namesOf(`/v2/availability?search=${encodeURIComponent(search)}`)).toEqual(['Ava Available']);
      expect(await namesOf(`/v2/availability/ready-to-onboard?search=${encodeURIComponent(search)}`)).toEqual([
        'Ava Available',
      ]);
    }
    // a wildcard is a character like any other, and a search that finds no one answers an empty page
    expect(await namesOf('/v2/availability?search=%25')).toEqual([]);
    const none = readyToOnboardPageSchema.parse((await get('/v2/availability/ready-to-onboard?search=zzzz')).json());
    expect(none).toMatchObject({ items: [], total: 0 });
    const csv = (await get('/v2/availability/ready-to-onboard/export?format=csv&search=ac-av1')).body;
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(csv).toContain('Ava Available');
    const heatmapCsv = (await get('/v2/availability/export?format=csv&search=zzzz')).body;
    expect(heatmapCsv.trim().split('\n')).toHaveLength(1);
  });

  it('refuses bad input naming the field', async () => {
    const response = await get('/v2/availability?weeks=60');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
      expect.objectContaining({ field: 'weeks' }),
    ]);
  });

  it('is for admins (level3) only', async () => {
    expect((await get('/v2/availability', 'manager@acme.test')).statusCode).toBe(403);
    expect((await get('/v2/availability', 'member@acme.test')).statusCode).toBe(403);
  });

  it("never shows another company's people", async () => {
    const page = availabilityPageSchema.parse(
      (await get(`/v2/availability?projectId=${PROJECT}`, 'admin@globex.test')).json(),
    );
    expect(page.total).toBe(0);
    const globex = availabilityPageSchema.parse((await get('/v2/availability?perPage=40', 'admin@globex.test')).json());
    expect(globex.items.some((row) => row.peer._id === PEER)).toBe(false);
  });

  it("counts a holiday of one location only in the capacity of that location's peers", async () => {
    const pune = seedId('location', 'acme', 'Pune');
    const bengaluru = seedId('location', 'acme', 'Bengaluru');
    await server.db.query('UPDATE users SET location_id = $1 WHERE id = $2', [pune, PEER]);
    const capacityOfWeek2 = async () => {
      const page = availabilityPageSchema.parse(
        (await get(`/v2/availability?from=2030-01-14&weeks=1&projectId=${PROJECT}`)).json(),
      );
      return page.items[0]!.cells[0]!.capacity;
    };
    try {
      await server.db.query(
        "INSERT INTO public_holidays (company_id, day, name, location_id) VALUES ($1, '2030-01-15', 'Elsewhere', $2)",
        [ACME, bengaluru],
      );
      expect(await capacityOfWeek2()).toBe(40);
      await server.db.query(
        "INSERT INTO public_holidays (company_id, day, name, location_id) VALUES ($1, '2030-01-16', 'Here', $2)",
        [ACME, pune],
      );
      expect(await capacityOfWeek2()).toBe(32);
    } finally {
      await server.db.query("DELETE FROM public_holidays WHERE name IN ('Elsewhere', 'Here')");
      await server.db.query('UPDATE users SET location_id = NULL WHERE id = $1', [PEER]);
    }
  });
});

describe('GET /v2/availability/ready-to-onboard', () => {
  it('lists peers under 50 % over this week and the next, with their free-from date', async () => {
    const response = await get('/v2/availability/ready-to-onboard?perPage=40');
    expect(response.statusCode).toBe(200);
    const page = readyToOnboardPageSchema.parse(response.json());
    expect(page.total).toBeGreaterThan(0);
    for (const peer of page.items) {
      if (peer.allocation !== null) expect(peer.allocation).toBeLessThan(50);
      expect(peer.freeFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Ava has no work now, so she is free from today
    expect(page.items.find((peer) => peer._id === PEER)).toMatchObject({
      allocation: 0,
      currentStatus: 'office',
      workingHours: '09:00-18:00',
    });
  });

  it('pages the whole list in its order, least loaded first, each page with its people whole', async () => {
    const whole = readyToOnboardPageSchema.parse((await get('/v2/availability/ready-to-onboard?perPage=40')).json());
    expect(whole.items.length).toBe(whole.total);
    expect(whole.total).toBeGreaterThan(10);
    const ranks = whole.items.map((peer) => peer.allocation ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const pages = [];
    for (let page = 1; page <= Math.ceil(whole.total / 10); page += 1) {
      const answer = readyToOnboardPageSchema.parse(
        (await get(`/v2/availability/ready-to-onboard?perPage=10&page=${page}`)).json(),
      );
      expect(answer.total).toBe(whole.total);
      pages.push(...answer.items);
    }
    expect(pages).toEqual(whole.items);
    // past the last page: none, and still the total
    const past = readyToOnboardPageSchema.parse(
      (await get('/v2/availability/ready-to-onboard?perPage=10&page=99')).json(),
    );
    expect(past).toMatchObject({ items: [], total: whole.total });
  });

  it.each([
    ['Monday to Friday', '{1,2,3,4,5}', 1],
    ['Sunday to Thursday', '{0,1,2,3,4}', 0],
  ])(
    "agrees with the heatmap's weeks for every active peer, for the company and by job role: %s",
    async (_week, workingDays, firstDay) => {
      await server.db.query('UPDATE companies SET working_days = $1 WHERE id = $2', [workingDays, ACME]);
      // midday UTC, where every seeded zone shares the date: the caller's today is the clock's
      server.clock.toMidday();
      const today = server.app.now().toISOString().slice(0, 10);
      // the company's weeks start on its first working day
      const day = (offset: number) => {
        const date = new Date(`${today}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 7 - firstDay) % 7) + offset);
        return date.toISOString().slice(0, 10);
      };
      const heatmapNow = async () => {
        const items: AvailabilityPage['items'] = [];
        for (let page = 1; ; page += 1) {
          const answer = availabilityPageSchema.parse(
            (await get(`/v2/availability?from=${day(0)}&weeks=12&perPage=40&page=${page}`)).json(),
          );
          items.push(...answer.items);
          if (items.length >= answer.total) return items;
        }
      };
      // three people with nothing planned over these two weeks, each made to cross the bar by one kind of row
      // the answer reads: hours, approved leave, a holiday of their location
      const idle = (await heatmapNow()).filter(
        ({ peer, cells }) =>
          peer._id !== PEER && cells.slice(0, 2).every((cell) => cell.hours === 0 && cell.capacity === 40),
      );
      expect(idle.length).toBeGreaterThanOrEqual(3);
      const [busy, away, local] = idle.map((row) => row.peer._id);
      const orm = server.db.orm;
      const sprint = seedId('test', 'availability-sprint', 3);
      const pune = seedId('location', 'acme', 'Pune');
      const [home] = await orm.select({ locationId: users.locationId }).from(users).where(eq(users.id, local!));
      let leave: { id: string } | undefined;
      try {
        await orm.insert(sprints).values({
          id: sprint,
          companyId: ACME,
          projectId: PROJECT,
          number: 3,
          name: 'Sprint 3',
          startDate: day(0),
          endDate: day(13),
        });
        const work = (assigneeId: string, hours: number) => ({
          companyId: ACME,
          projectId: PROJECT,
          sprintId: sprint,
          title: `${hours} h now`,
          assigneeId,
          estimateHours: String(hours),
        });
        // 60 h over two weeks of 40: 75 %; 30 h with this week away: 75 %; 39 h with a day off at home: 54.2 %
        await orm.insert(tasks).values([work(busy!, 60), work(away!, 30), work(local!, 39)]);
        [leave] = await orm
          .insert(leaveRequests)
          .values({
            companyId: ACME,
            userId: away!,
            type: 'annual',
            fromDate: day(0),
            toDate: day(4),
            status: 'approved',
          })
          .returning({ id: leaveRequests.id });
        await server.db.query('UPDATE users SET location_id = $1 WHERE id = $2', [pune, local]);
        await orm.insert(publicHolidays).values({ companyId: ACME, day: day(8), name: 'Here only', locationId: pune });

        const heatmap = await heatmapNow();
        // what the heatmap's cells say of each peer, worked out here: this week and the next together, then the
        // first week under 50 %
        const expected = heatmap.flatMap(({ peer, cells }) => {
          const [hours, capacity] = [0, 1].reduce(
            ([sum, room], week) => [sum + cells[week]!.hours, room + cells[week]!.capacity],
            [0, 0],
          );
          const allocation = capacity > 0 ? Math.round((hours / capacity) * 1000) / 10 : null;
          if (allocation !== null && allocation >= 50) return [];
          const free = cells.find((cell) => cell.allocation !== null && cell.allocation < 50)?.weekStart ?? today;
          return [{ _id: peer._id, jobRole: peer.jobRole?._id, allocation, freeFrom: free < today ? today : free }];
        });
        for (const crossed of [busy, away, local]) expect(expected.map((peer) => peer._id)).not.toContain(crossed);
        const readyOf = async (query = '') => {
          const items: ReadyToOnboardPage['items'] = [];
          for (let page = 1; ; page += 1) {
            const answer = readyToOnboardPageSchema.parse(
              (await get(`/v2/availability/ready-to-onboard?perPage=40&page=${page}${query}`)).json(),
            );
            items.push(...answer.items);
            if (items.length >= answer.total) break;
          }
          return items.map(({ _id, allocation, freeFrom }) => ({ _id, allocation, freeFrom }));
        };
        const byId = (list: Array<{ _id: string }>) => [...list].sort((a, b) => a._id.localeCompare(b._id));
        const withoutRole = (list: typeof expected) => list.map(({ jobRole: _role, ...peer }) => peer);
        const ready = await readyOf();
        expect(byId(ready)).toEqual(byId(withoutRole(expected)));
        const designer = seedId('job-role', 'acme', 'Designer');
        const designers = expected.filter((peer) => peer.jobRole === designer);
        expect(designers.length).toBeGreaterThan(0);
        expect(byId(await readyOf(`&jobRoleId=${designer}`))).toEqual(byId(withoutRole(designers)));
      } finally {
        await orm.delete(tasks).where(eq(tasks.sprintId, sprint));
        await orm.delete(sprints).where(eq(sprints.id, sprint));
        if (leave) await orm.delete(leaveRequests).where(eq(leaveRequests.id, leave.id));
        await orm.delete(publicHolidays).where(eq(publicHolidays.name, 'Here only'));
        await orm
          .update(users)
          .set({ locationId: home?.locationId ?? null })
          .where(eq(users.id, local!));
        await server.db.query("UPDATE companies SET working_days = '{1,2,3,4,5}' WHERE id = $1", [ACME]);
        server.clock.reset();
      }
    },
  );

  it('is for admins (level3) only', async () => {
    expect((await get('/v2/availability/ready-to-onboard', 'member@acme.test')).statusCode).toBe(403);
  });
});
