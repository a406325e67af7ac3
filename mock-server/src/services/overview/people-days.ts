import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { DayMode, HeadCount, NextWeekAvailability, WorkModeWeek } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { publicHolidays, users } from '../../db/schema/core.js';
import { workModeDays } from '../../db/schema/work-mode-days.js';
import { dayModeOf, nextWorkWeekOf, sharePercents, workWeekOf, type WorkMode } from './overview-math.js';
import { approvedLeaveOf, type ApprovedLeave } from '../leave/approved-leave.js';
import type { ServiceContext } from '../service-context.js';
import { sideBySide } from '../../db/side-by-side.js';
import { activePeerCount, activePeersOf, awayPeersOf, modeCountsOf } from './mode-counts.js';

type Peer = { id: string; name: string; avatarUrl: string | null; defaultWorkMode: string; currentStatus: string };

/** What My work's days need of one person: their row if active, their recorded days, approved leave, holidays. */
type PeopleDays = {
  peers: Peer[];
  holidays: Map<string, string>;
  /** Where the peer is that day (leave wins). */
  modeOf(peer: Peer, day: string): DayMode;
  /** The work mode the peer recorded for the day, if any. */
  plannedOf(peer: Peer, day: string): WorkMode | null;
};

/**
 * One person's days as the Overview counts them (`dayModeOf`); the company's counts are the database's
 * (mode-counts.ts), by the same rule.
 */
export async function loadPeopleDays(
  orm: Orm,
  companyId: string,
  days: string[],
  today: string,
  userId: string,
): Promise<PeopleDays> {
  const from = days.reduce((a, b) => (a < b ? a : b));
  const to = days.reduce((a, b) => (a > b ? a : b));
  const peers = await orm
    .select({
      id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      defaultWorkMode: users.defaultWorkMode,
      currentStatus: users.currentStatus,
    })
    .from(users)
    .where(and(activePeersOf(companyId), eq(users.id, userId)));
  const [recorded, leaves, holidayRows] = peers.length
    ? await sideBySide(orm, [
        async () => recordedModesOf(orm, companyId, userId, from, to),
        async () => approvedLeaveOf(orm, companyId, [userId], { from, to }),
        async () => companyHolidaysOf(orm, companyId, from, to),
      ])
    : [[], [], []];
  const recordedModes = new Map(recorded.map((row) => [`${row.userId}:${row.day}`, row.mode as WorkMode]));
  const plannedOf = (peer: Peer, day: string) => recordedModes.get(`${peer.id}:${day}`) ?? null;
  const leavesOf = new Map<string, ApprovedLeave[]>();
  for (const leave of leaves) {
    const own = leavesOf.get(leave.peerId);
    if (own) own.push(leave);
    else leavesOf.set(leave.peerId, [leave]);
  }
  const leaveOf = (peer: Peer, day: string) =>
    leavesOf.get(peer.id)?.find((leave) => leave.fromDate <= day && leave.toDate >= day);
  return {
    peers,
    holidays: new Map(holidayRows.map((row) => [row.day, row.name])),
    plannedOf,
    modeOf: (peer, day) =>
      dayModeOf({
        onLeave: leaveOf(peer, day) !== undefined,
        recorded: plannedOf(peer, day),
        isToday: day === today,
        currentStatus: peer.currentStatus,
        defaultWorkMode: peer.defaultWorkMode,
      }),
  };
}

function recordedModesOf(orm: Orm, companyId: string, userId: string, from: string, to: string) {
  return orm
    .select({ userId: workModeDays.userId, day: workModeDays.day, mode: workModeDays.mode })
    .from(workModeDays)
    .where(
      and(
        eq(workModeDays.companyId, companyId),
        eq(workModeDays.userId, userId),
        gte(workModeDays.day, from),
        lte(workModeDays.day, to),
      ),
    );
}

function companyHolidaysOf(orm: Orm, companyId: string, from: string, to: string) {
  return orm
    .select({ day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .where(
      // the company-wide holidays: one location's day off is not the whole company's
      and(
        eq(publicHolidays.companyId, companyId),
        isNull(publicHolidays.locationId),
        gte(publicHolidays.day, from),
        lte(publicHolidays.day, to),
      ),
    );
}

/** Today's active peers by where they are; approved leave covering today overrides the work mode. */
export async function headCount(ctx: ServiceContext, today: string): Promise<HeadCount> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  const [counts, holidays] = await sideBySide(orm, [
    async () => modeCountsOf(orm, companyId, [today], today),
    async () => companyHolidaysOf(orm, companyId, today, today),
  ]);
  const holiday = holidays.find((row) => row.day === today)?.name ?? null;
  return { day: today, ...counts.on(today), total: counts.total, holiday };
}

/** The company's working days of this week: per day where people are, and the office/WFH/field shares of those at work. */
export async function workModeWeek(ctx: ServiceContext, today: string): Promise<WorkModeWeek> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  const days = workWeekOf(today, await ctx.workingWeek());
  const [counted, holidayRows] = await sideBySide(orm, [
    async () => modeCountsOf(orm, companyId, days, today),
    async () => companyHolidaysOf(orm, companyId, days[0]!, days[days.length - 1]!),
  ]);
  const holidays = new Map(holidayRows.map((row) => [row.day, row.name]));
  return {
    weekStart: days[0]!,
    total: counted.total,
    days: days.map((day) => {
      const holiday = holidays.get(day) ?? null;
      // nobody works on a public holiday: the day shows, with nothing to share out
      const counts = holiday ? { office: 0, wfh: 0, field: 0, leave: 0 } : counted.on(day);
      const [officePercent, wfhPercent, fieldPercent] = sharePercents([counts.office, counts.wfh, counts.field]);
      return {
        day,
        holiday,
        ...counts,
        working: counts.office + counts.wfh + counts.field,
        officePercent: officePercent!,
        wfhPercent: wfhPercent!,
        fieldPercent: fieldPercent!,
      };
    }),
  };
}

/** The company's working days of next week: who is away on approved leave (everyone on a public holiday) and who is available. */
export async function nextWeekAvailability(ctx: ServiceContext, today: string): Promise<NextWeekAvailability> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  const days = nextWorkWeekOf(today, await ctx.workingWeek());
  const [from, to] = [days[0]!, days[days.length - 1]!];
  const [total, leaves, holidayRows] = await sideBySide(orm, [
    async () => activePeerCount(orm, companyId),
    async () => awayPeersOf(orm, companyId, { from, to }),
    async () => companyHolidaysOf(orm, companyId, from, to),
  ]);
  const holidays = new Map(holidayRows.map((row) => [row.day, row.name]));
  // each peer once, in the widgets' order, with their leave of the week
  const peers = new Map<string, typeof leaves>();
  for (const leave of leaves) peers.set(leave.peerId, [...(peers.get(leave.peerId) ?? []), leave]);
  return {
    weekStart: from,
    total,
    days: days.map((day) => {
      const holiday = holidays.get(day) ?? null;
      if (holiday) return { day, holiday, available: 0, away: total, awayPeers: [] };
      const awayPeers = [...peers.values()].flatMap((own) => {
        const leave = own.find((entry) => entry.fromDate <= day && entry.toDate >= day);
        if (!leave) return [];
        const halfDay = (day === leave.fromDate && leave.halfDayStart) || (day === leave.toDate && leave.halfDayEnd);
        return [{ _id: leave.peerId, name: leave.name, profilePic: ctx.pictureUrl(leave.avatarUrl), halfDay }];
      });
      return { day, holiday, available: total - awayPeers.length, away: awayPeers.length, awayPeers };
    }),
  };
}
