import { and, eq, isNull } from 'drizzle-orm';
import type { DayMode } from '@timely/contract';
import { users } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { workModeDays } from '../../db/schema/work-mode-days.js';
import { seedId } from '../../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { addDays } from '../availability/allocation.js';
import { dayModeOf } from './overview-math.js';
import { activePeerCount, awayPeersOf, modeCountsOf } from './mode-counts.js';

/**
 * The database counts where the company's people are by the rule `dayModeOf` states (overview-math.ts). Every
 * kind of peer (each default and today's status), each kind of day (planned, on approved, pending or rejected
 * leave, a half day, nothing), before, on and after today: the counts are what `dayModeOf` gives person by person.
 */
const acme = seedId('company', 'acme');
const TODAY = '2026-03-11';
const DAYS = [addDays(TODAY, -1), TODAY, addDays(TODAY, 1), addDays(TODAY, 2), addDays(TODAY, 5)];
const MODES = ['office', 'wfh', 'field'] as const;
const STATUSES = ['office', 'wfh', 'field', 'leave'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const { orm } = server.db;
  const people = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, acme), isNull(users.deletedAt)))
    .orderBy(users.id);
  await orm.delete(workModeDays).where(eq(workModeDays.companyId, acme));
  await orm.delete(leaveRequests).where(eq(leaveRequests.companyId, acme));
  // each person a default and a status of their own, and days of their own, in turn
  for (const [n, person] of people.entries()) {
    await orm
      .update(users)
      .set({ defaultWorkMode: MODES[n % 3]!, currentStatus: STATUSES[Math.floor(n / 3) % 4]! })
      .where(eq(users.id, person.id));
    const planned = DAYS.filter((_, index) => (n + index) % 3 === 0);
    if (planned.length)
      await orm
        .insert(workModeDays)
        .values(
          planned.map((day, index) => ({ companyId: acme, userId: person.id, day, mode: MODES[(n + index) % 3]! })),
        );
    const status = (['approved', 'pending', 'rejected', 'approved'] as const)[n % 4];
    if (n % 2 === 0)
      await orm.insert(leaveRequests).values({
        companyId: acme,
        userId: person.id,
        type: 'annual',
        fromDate: DAYS[n % 3]!,
        toDate: DAYS[(n % 3) + 1]!,
        halfDayStart: n % 4 === 0,
        status,
      });
  }
  // someone deactivated and someone deleted: counted by neither
  await orm.update(users).set({ isActive: false }).where(eq(users.id, people[1]!.id));
  await orm
    .update(users)
    .set({ deletedAt: new Date('2026-03-01T00:00:00Z') })
    .where(eq(users.id, people[2]!.id));
});
afterAll(async () => {
  await server.close();
});

/** What `dayModeOf` says of each active person on each day, counted. */
async function countedPersonByPerson(): Promise<Record<string, Record<DayMode, number>>> {
  const { orm } = server.db;
  const active = await orm
    .select()
    .from(users)
    .where(and(eq(users.companyId, acme), isNull(users.deletedAt), eq(users.isActive, true)));
  const planned = await orm.select().from(workModeDays).where(eq(workModeDays.companyId, acme));
  const leave = await orm
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, acme), eq(leaveRequests.status, 'approved')));
  return Object.fromEntries(
    DAYS.map((day) => {
      const counts: Record<DayMode, number> = { office: 0, wfh: 0, field: 0, leave: 0 };
      for (const person of active) {
        const mode = dayModeOf({
          onLeave: leave.some((entry) => entry.userId === person.id && entry.fromDate <= day && entry.toDate >= day),
          recorded: planned.find((entry) => entry.userId === person.id && entry.day === day)?.mode ?? null,
          isToday: day === TODAY,
          currentStatus: person.currentStatus,
          defaultWorkMode: person.defaultWorkMode,
        });
        counts[mode] += 1;
      }
      return [day, counts];
    }),
  );
}

it('counts each day as dayModeOf counts it person by person', async () => {
  const expected = await countedPersonByPerson();
  const counted = await modeCountsOf(server.db.orm, acme, DAYS, TODAY);
  expect(Object.fromEntries(DAYS.map((day) => [day, counted.on(day)]))).toEqual(expected);
  // every kind of day is there: on leave, at each place
  for (const mode of ['office', 'wfh', 'field', 'leave'] as const)
    expect(DAYS.some((day) => expected[day]![mode] > 0)).toBe(true);
  const total = await activePeerCount(server.db.orm, acme);
  expect(counted.total).toBe(total);
  expect(Object.values(expected[TODAY]!).reduce((sum, n) => sum + n, 0)).toBe(total);
});

it('counts nobody in a company with no active peer, and a day outside the asked ones as nobody', async () => {
  const none = await modeCountsOf(server.db.orm, seedId('company', 'nobody'), DAYS, TODAY);
  expect(none.total).toBe(0);
  expect(none.on(TODAY)).toEqual({ office: 0, wfh: 0, field: 0, leave: 0 });
  const counted = await modeCountsOf(server.db.orm, acme, [TODAY], TODAY);
  expect(counted.on(addDays(TODAY, 30))).toEqual({ office: 0, wfh: 0, field: 0, leave: 0 });
});

it('refuses a day that is not a date, rather than put it in the statement', async () => {
  await expect(modeCountsOf(server.db.orm, acme, ["2026-03-11'}"], TODAY)).rejects.toThrow('not a day');
});

it('lists the approved leave of active peers only, by name', async () => {
  const away = await awayPeersOf(server.db.orm, acme, { from: DAYS[0]!, to: DAYS[DAYS.length - 1]! });
  const names = away.map((entry) => entry.name.toLowerCase());
  expect(names).toEqual([...names].sort());
  const { orm } = server.db;
  const approved = await orm
    .select({ userId: leaveRequests.userId })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(
      and(
        eq(leaveRequests.companyId, acme),
        eq(leaveRequests.status, 'approved'),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    );
  expect(away.map((entry) => entry.peerId).sort()).toEqual(approved.map((row) => row.userId).sort());
  expect(away.length).toBeGreaterThan(0);
});
